// Used by `npm start`: builds the web app unless the last build was made from the same sources.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stampWebBuild, webBuildIsCurrent } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (webBuildIsCurrent(root)) {
  console.log('Веб-приложение не менялось с последней сборки: сборка пропущена.');
} else {
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
  stampWebBuild(root);
}
