const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');
const f=process.argv[2];const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
const c=new SourceMapConsumer(map);const lines=code.split('\n');const by={};
let prev=null;
c.eachMapping(m=>{ if(prev){ const len = (m.generatedLine===prev.gl)? m.generatedColumn-prev.gc : lines[prev.gl-1].length-prev.gc; by[prev.src]=(by[prev.src]||0)+len;} prev={gl:m.generatedLine,gc:m.generatedColumn,src:m.source||'?'};});
const group=s=>{ s=s.replace(/^webpack:\/\/foyer\//,''); let m=s.match(/node_modules\/((@[^/]+\/)?[^/]+)/); if(m) return 'nm:'+m[1]; m=s.match(/^\.\/src\/([^/]+\/[^/]+)/); if(m) return m[1]; return s;};
const g={};for(const [k,v] of Object.entries(by)){g[group(k)]=(g[group(k)]||0)+v;}
const tot=code.length;console.log('total',tot);
Object.entries(g).sort((a,b)=>b[1]-a[1]).slice(0,60).forEach(([k,v])=>console.log((v/1024).toFixed(1).padStart(7),k));
