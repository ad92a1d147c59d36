// /dev/styled?path=<import path>: each Chakra component the app imports through that path, drawn
// once, for tests/e2e/styled-components.spec.ts, which checks in the built app that each is styled
// by its recipe. The path's components come from a module of their own (by-path/*.gen.ts) that
// imports nothing else, so nothing else the app loads can style them by the way. No data, no login.
import { useEffect, useState } from 'react';
import { CHAKRA_COMPONENTS } from './components.gen';
import { LOADERS } from './loaders.gen';
import { SAMPLES, type Components } from './samples';

type ImportPath = keyof typeof LOADERS;
const isImportPath = (path: string): path is ImportPath => Object.hasOwn(LOADERS, path);

export function StyledCheckScreen({ path }: { path: string }) {
  const [components, setComponents] = useState<Components | null>(null);
  useEffect(() => {
    if (!isImportPath(path)) return;
    let current = true;
    void LOADERS[path]().then((module) => {
      if (current) setComponents(module.components as Components);
    });
    return () => {
      current = false;
    };
  }, [path]);
  if (!isImportPath(path)) return <p>Unknown import path: {path}</p>;
  if (!components) return null;
  return (
    <main data-import-path={path}>
      {CHAKRA_COMPONENTS[path].map((name) => {
        const sample = SAMPLES[name];
        return (
          <section key={name} data-sample={name}>
            {sample ? sample(components) : <p data-missing-sample>{name}</p>}
          </section>
        );
      })}
    </main>
  );
}
