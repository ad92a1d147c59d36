// What the build's first pass names as a first visit's modules (scripts/first-visit-modules.mjs, for scripts/build-app.mjs): the entry's
// chunks and the sign-in route's and its layout's, with their static imports; never a chunk that
// only another route or a dynamic import reaches.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build, without types
import { firstVisitModules } from './first-visit-modules.mjs';

interface Chunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

const chunk = (fileName: string, moduleIds: string[], more: Partial<Chunk> = {}): Chunk => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds,
  ...more,
});

const route = (file: string, fileName: string, imports: string[]) =>
  chunk(fileName, [`/app/src/routes/${file}?tsr-split=component`], { isDynamicEntry: true, facadeModuleId: `/app/src/routes/${file}?tsr-split=component`, imports });

const chunks = [
  chunk('index.js', ['/app/index.html', '/app/src/main.tsx'], { isEntry: true, imports: ['react.js'] }),
  chunk('react.js', ['/app/node_modules/react/index.js']),
  route('_auth.tsx', '_auth.js', ['card.js']),
  chunk('card.js', ['/app/node_modules/@chakra-ui/react/card.js']),
  route('_auth/auth/login.tsx', 'login.js', ['form.js']),
  chunk('form.js', ['/app/node_modules/react-hook-form/index.js'], { imports: ['react.js'] }),
  route('_main/orders/active.tsx', 'active.js', ['dialog.js']),
  chunk('dialog.js', ['/app/node_modules/@chakra-ui/react/dialog.js']),
  chunk('pusher.js', ['/app/node_modules/pusher-js/index.js'], { isDynamicEntry: true, facadeModuleId: '/app/node_modules/pusher-js/index.js' }),
];

describe("the build's first visit", () => {
  it("is the entry's chunks and the sign-in route's and its layout's, with what they import", () => {
    expect([...(firstVisitModules(chunks) as Set<string>)].sort()).toEqual(
      [
        '/app/index.html',
        '/app/src/main.tsx',
        '/app/node_modules/react/index.js',
        '/app/src/routes/_auth.tsx?tsr-split=component',
        '/app/node_modules/@chakra-ui/react/card.js',
        '/app/src/routes/_auth/auth/login.tsx?tsr-split=component',
        '/app/node_modules/react-hook-form/index.js',
      ].sort(),
    );
  });

  it('fails when the sign-in route has no chunk of its own (a renamed route, code splitting off)', () => {
    const withoutLogin = chunks.filter((item) => item.fileName !== 'login.js');
    expect(() => firstVisitModules(withoutLogin)).toThrow(/no split chunk of .*login/);
  });
});
