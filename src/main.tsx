import './app/styles/index.css';
import { boot } from './app/boot';
import { warmFonts } from './app/shell/font-warmup';

const container = document.getElementById('root');
// The worker's address is the build's (webpack emits it as a chunk of its own); tests boot without one.
if (container) {
  void boot(container, {
    intlWorker: () => new Worker(/* webpackChunkName: "intl-warmup" */ new URL('./app/intl-warmup.worker.ts', import.meta.url)),
    warmFonts: () => warmFonts(document),
  });
}
