const fs=require('fs');const zlib=require('zlib');const {SourceMapConsumer}=require('source-map-js');
const f=process.argv[2];const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
const c=new SourceMapConsumer(map);const lines=code.split('\n');const parts={nm:[],src:[],other:[]};let prev=null;
const push=(p,text)=>{const s=p.src||'';const k=/node_modules/.test(s)?'nm':/\/src\//.test(s)?'src':'other';parts[k].push(text);};
c.eachMapping(m=>{ if(prev){ const line=lines[prev.gl-1]; const text = (m.generatedLine===prev.gl)? line.slice(prev.gc,m.generatedColumn) : line.slice(prev.gc); push(prev,text);} prev={gl:m.generatedLine,gc:m.generatedColumn,src:m.source};});
for(const [k,v] of Object.entries(parts)){const t=v.join('');console.log(k,(t.length/1024).toFixed(1),'KB min',(zlib.gzipSync(t,{level:9}).length/1024).toFixed(1),'KB gzip');}
console.log('all',(zlib.gzipSync(code,{level:9}).length/1024).toFixed(1));
