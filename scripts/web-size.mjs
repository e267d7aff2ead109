// npm run size:web: the gzipped JavaScript each route of the web app loads (its chunk, the main
// bundle, and every chunk they import statically), read from Vite's build manifest.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

process.chdir(new URL('..', import.meta.url).pathname);
const manifest = JSON.parse(readFileSync('web/dist/.vite/manifest.json', 'utf8'));

/** Routes with a form, and the public home page (budget: 200 kB). */
const ROUTES = {
  '/': null,
  '/auth/signin': 'src/features/auth/components/signin-page.tsx',
  '/auth/signup': 'src/features/auth/components/signup-page.tsx',
  '/auth/forgot-password': 'src/features/auth/components/forgot-password-page.tsx',
  '/auth/reset-password': 'src/features/auth/components/reset-password-page.tsx',
  '/auth/complete-profile': 'src/features/auth/components/complete-profile-page.tsx',
  '/auth/user-identification': 'src/features/auth/components/user-identification-page.tsx',
  '/contact-us': 'src/features/public/pages/contact-page.tsx',
  '/user/home': 'src/features/trading/components/quick-trading-page.tsx',
  '/user/edit-profile': 'src/features/account/components/edit-profile-page.tsx',
  '/user/change-password': 'src/features/account/components/change-password-page.tsx',
  '/user/verify': 'src/features/account/components/verify-page.tsx',
};
/** What a signed-in route loads besides its page: the client area's frame. */
const USER_AREA = 'src/app/user-area.tsx';

const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(`web/dist/${file}`)).length);
  return gz.get(file);
};

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const rows = [];
for (const [route, src] of Object.entries(ROUTES)) {
  const files = closure(entry);
  if (route.startsWith('/user/')) closure(USER_AREA, files);
  // A page not in the manifest is bundled into the main chunk.
  if (src && manifest[src]) closure(src, files);
  const total = [...files].reduce((sum, f) => sum + gzipOf(f), 0);
  rows.push({ route, kB: (total / 1000).toFixed(1), ownChunk: Boolean(src && manifest[src]) });
}
console.table(rows);
