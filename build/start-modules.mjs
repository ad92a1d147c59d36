// Which modules a start loads, read from a build's chunks: the build's first pass
// (build/build-app.mjs) names them so that its second pass puts each set in one chunk.
//   - a first visit of the sign-in screen: the entry's chunks, and the split chunks of the sign-in
//     route and its layout;
//   - a signed-in start, beyond that: the split chunks of the signed-in layout (src/routes/_main.tsx)
//     and the sync engine with the server profile, which src/app/SyncSession.tsx loads together;
//     in two sets: what the other sign-in screens and the toast list load too (a signed-out
//     visitor may load it, and should not download the signed-in app with it), and the rest.
// Each with every chunk it imports statically. build-app puts each set in a group of its own,
// without the dependencies Rolldown would otherwise add to a group, and checks that no chunks
// import each other (chunkImportCycles).

/** The build's chunks of the signed-in start (build/build-app.mjs), which hold the signed-in
 * layout: `npm run size` counts them as that layout's. */
export const SIGNED_IN_CHUNKS = ['signed-in-shared', 'signed-in'];
export const SIGNED_IN_LAYOUT = 'src/routes/_main.tsx';

/** Modules whose chunks a first visit of /auth/login loads besides the entry's (src/routes). */
export const SIGN_IN_ROOTS = [/\/src\/routes\/_auth\.tsx\?tsr-split=/, /\/src\/routes\/_auth\/auth\/login\.tsx\?tsr-split=/];

/** Modules whose chunks every signed-in start loads (src/routes/_main.tsx, src/app/SyncSession.tsx). */
export const SIGNED_IN_ROOTS = [/\/src\/routes\/_main\.tsx\?tsr-split=/, /\/src\/sync\/engine\/chef-sync\.ts$/, /\/src\/sync\/operations\/server-profile\.ts$/];

/** Modules whose chunks a signed-out visitor may load after the first visit: the other sign-in
 * screens (src/routes/_auth/), the toast list (src/app/App.tsx, with the first toast). */
export const SIGNED_OUT_ROOTS = [/\/src\/routes\/_auth\/.*\?tsr-split=/, /\/src\/ui\/ToastList\.tsx$/];

/** The ids of the modules in the chunks that hold a module of `roots` (and in the entry chunk
 * when `withEntry`), and in every chunk those import statically. `chunks`: a Rolldown output's
 * chunks. Throws when a root is in no chunk (a renamed route or module, code splitting off). */
export function modulesLoadedWith(chunks, roots, { withEntry = false } = {}) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holds = (chunk, root) => chunk.moduleIds.some((id) => root.test(id));
  const missing = roots.filter((root) => !chunks.some((chunk) => holds(chunk, root)));
  if (missing.length > 0) throw new Error(`build-app: no chunk holds ${missing.join(', ')}`);
  const starts = chunks.filter((chunk) => (withEntry && chunk.isEntry) || roots.some((root) => holds(chunk, root)));
  if (withEntry && !starts.some((chunk) => chunk.isEntry)) throw new Error('build-app: the build has no entry chunk');
  const seen = new Set();
  const queue = starts.map((chunk) => chunk.fileName);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return new Set([...seen].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
}

/** The modules of a first visit of the sign-in screen. */
export const firstVisitModules = (chunks) => modulesLoadedWith(chunks, SIGN_IN_ROOTS, { withEntry: true });

/** The modules a signed-in start loads beyond those of the first visit: `shared`, those a
 * signed-out visitor may load too, and `signedIn`, the rest. */
export function signedInModules(chunks) {
  const firstVisit = firstVisitModules(chunks);
  const signedOut = modulesLoadedWith(chunks, SIGNED_OUT_ROOTS);
  const beyond = [...modulesLoadedWith(chunks, SIGNED_IN_ROOTS)].filter((id) => !firstVisit.has(id));
  return { shared: new Set(beyond.filter((id) => signedOut.has(id))), signedIn: new Set(beyond.filter((id) => !signedOut.has(id))) };
}

/** The import cycles among a build's chunks (static imports), each as the files around it: empty
 * when every chunk runs after all it imports. build-app groups modules without their dependencies,
 * which could tie two chunks in a cycle; it refuses such a build. */
export function chunkImportCycles(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const cycles = [];
  const state = new Map(); // file -> 'open' while on the path, 'done' once all it imports is seen
  const visit = (file, path) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') return void cycles.push([...path.slice(path.indexOf(file)), file]);
    state.set(file, 'open');
    for (const next of byFile.get(file)?.imports ?? []) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const chunk of chunks) visit(chunk.fileName, []);
  return cycles;
}
