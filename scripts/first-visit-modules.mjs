// Which modules a first visit of the sign-in screen loads, read from a build's chunks: the build's
// first pass (scripts/build-app.mjs) names them so that its second pass puts them in one chunk.

/** The route files whose split chunks a first visit of /auth/login loads (src/routes). */
export const SIGN_IN_ROUTE_FILES = [/\/src\/routes\/_auth\.tsx$/, /\/src\/routes\/_auth\/auth\/login\.tsx$/];

/** The ids of the modules in a first visit's chunks: the entry's, the sign-in route's and its
 * layout's, with every chunk they import statically. `chunks`: a Rolldown output's chunks. */
export function firstVisitModules(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routeFile = (chunk) => (chunk.facadeModuleId ?? '').split('?')[0] ?? '';
  const roots = chunks.filter((chunk) => chunk.isEntry || (chunk.isDynamicEntry && SIGN_IN_ROUTE_FILES.some((file) => file.test(routeFile(chunk)))));
  if (!roots.some((chunk) => chunk.isEntry)) throw new Error('build-app: the first pass has no entry chunk');
  if (roots.length < 1 + SIGN_IN_ROUTE_FILES.length) throw new Error(`build-app: the first pass has no split chunk of ${SIGN_IN_ROUTE_FILES.filter((file) => !roots.some((chunk) => file.test(routeFile(chunk)))).join(', ')}`);
  const seen = new Set();
  const queue = roots.map((chunk) => chunk.fileName);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return new Set([...seen].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
}
