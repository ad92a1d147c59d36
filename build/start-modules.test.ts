// What the build's first pass names as the modules of a start (build/start-modules.mjs, for
// build/build-app.mjs): for a first visit, the entry's chunks and the sign-in route's and its
// layout's; for a signed-in start, the signed-in layout's and the sync engine's, less the first
// visit's, with what a signed-out screen may load too apart. Each with their static imports; never
// a chunk only another route or import reaches.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build, without types
import { chunkImportCycles, firstVisitModules, signedInModules } from './start-modules.mjs';

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
  route('_main.tsx', '_main.js', ['shell.js', 'react.js', 'upload.js', 'toast.js']),
  chunk('shell.js', ['/app/src/features/shell/TopBar.tsx', '/app/src/features/shell/Menu.tsx']),
  chunk('sync.js', ['/app/src/sync/engine/chef-sync.ts', '/app/src/sync/operations/server-profile.ts'], { isDynamicEntry: true, facadeModuleId: '/app/src/sync/engine/chef-sync.ts', imports: ['dexie.js'] }),
  chunk('dexie.js', ['/app/node_modules/dexie/index.js']),
  route('_auth/auth/register.tsx', 'register.js', ['upload.js']),
  chunk('upload.js', ['/app/src/ui/attachment/AttachmentField.tsx']),
  chunk('toasts.js', ['/app/src/ui/ToastList.tsx'], { isDynamicEntry: true, facadeModuleId: '/app/src/ui/ToastList.tsx', imports: ['toast.js'] }),
  chunk('toast.js', ['/app/node_modules/@chakra-ui/react/toast.js']),
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
    expect(() => firstVisitModules(withoutLogin)).toThrow(/no chunk holds .*login/);
  });
});

describe("the build's signed-in start", () => {
  it("is the signed-in layout's chunks and the sync engine's, with what they import, less the first visit's; what a signed-out screen may load apart", () => {
    const { shared, signedIn } = signedInModules(chunks) as { shared: Set<string>; signedIn: Set<string> };
    expect([...signedIn].sort()).toEqual(
      [
        '/app/src/routes/_main.tsx?tsr-split=component',
        '/app/src/features/shell/TopBar.tsx',
        '/app/src/features/shell/Menu.tsx',
        '/app/src/sync/engine/chef-sync.ts',
        '/app/src/sync/operations/server-profile.ts',
        '/app/node_modules/dexie/index.js',
      ].sort(),
    );
    // The sign-up screen's upload field and the toast list's toasts: a signed-out visitor loads
    // them without the signed-in app.
    expect([...shared].sort()).toEqual(['/app/node_modules/@chakra-ui/react/toast.js', '/app/src/ui/attachment/AttachmentField.tsx'].sort());
  });

  it('fails when the sync engine is in no chunk', () => {
    expect(() => signedInModules(chunks.filter((item) => item.fileName !== 'sync.js'))).toThrow(/no chunk holds .*chef-sync/);
  });
});

describe("the build's chunks", () => {
  it('run after what they import: no chunk imports one that imports it back', () => {
    expect(chunkImportCycles(chunks)).toEqual([]);
  });

  it('name the chunks of a cycle, however long', () => {
    const tied = [
      chunk('index.js', [], { isEntry: true, imports: ['signed-in.js'] }),
      chunk('signed-in.js', [], { imports: ['shared.js'] }),
      chunk('shared.js', [], { imports: ['index.js'] }),
      chunk('other.js', [], { imports: ['index.js'] }),
    ];
    expect(chunkImportCycles(tied)).toEqual([['index.js', 'signed-in.js', 'shared.js', 'index.js']]);
    expect(chunkImportCycles([chunk('self.js', [], { imports: ['self.js'] })])).toEqual([['self.js', 'self.js']]);
  });
});
