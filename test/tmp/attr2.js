const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');
const f=process.argv[2];const depth=+(process.argv[3]||1);const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
const c=new SourceMapConsumer(map);const lines=code.split('\n');const by={};let prev=null;
c.eachMapping(m=>{ if(prev){ const len = (m.generatedLine===prev.gl)? m.generatedColumn-prev.gc : lines[prev.gl-1].length-prev.gc; by[prev.src]=(by[prev.src]||0)+len;} prev={gl:m.generatedLine,gc:m.generatedColumn,src:m.source||'?'};});
const g={};for(const [k,v] of Object.entries(by)){ let s=k.replace(/^webpack:\/\/foyer\//,''); let key; const m=s.match(/^\.\/src\/(.*)/); if(m){ key='src/'+m[1].split('/').slice(0,depth).join('/'); } else if (/node_modules/.test(s)) key='node_modules'; else key='other'; g[key]=(g[key]||0)+v;}
Object.entries(g).sort((a,b)=>b[1]-a[1]).forEach(([k,v])=>console.log((v/1024).toFixed(1).padStart(7),k));
