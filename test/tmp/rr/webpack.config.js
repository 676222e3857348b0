const path=require('path');
module.exports=(env)=>({mode:'production',entry:{m:path.resolve(__dirname,env.entry)},output:{path:path.resolve(__dirname,'out-'+env.entry.replace(/\W/g,''))},resolve:{extensions:['.tsx','.ts','.js']},module:{rules:[{test:/\.tsx?$/,loader:'esbuild-loader',options:{target:'es2020',jsx:'automatic'}}]}});
