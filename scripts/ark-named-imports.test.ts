// Chakra's modules importing Ark's parts by name (scripts/ark-named-imports.ts) and its anatomies
// marked pure (scripts/chakra-pure-anatomies.ts): what each changes in the installed Chakra, and
// that nothing else changes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withArkPartsByName } from './ark-named-imports.ts';
import { installedChakra } from './chakra-css.ts';
import { withPureAnatomies } from './chakra-pure-anatomies.ts';

const chakraEsm = installedChakra().esm;
const components = path.join(chakraEsm, 'components');
const chakraModule = (file: string) => readFileSync(path.join(components, file), 'utf8');

describe("Chakra's modules with Ark's parts by name", () => {
  it("import the field's parts by name, and use nothing else of Ark's namespace", () => {
    const field = withArkPartsByName(chakraModule('field/field.js')) ?? '';
    expect(field).toMatch(/import \{ FieldRoot as Ark\$Field\$Root, FieldLabel as Ark\$Field\$Label, FieldHelperText as Ark\$Field\$HelperText, FieldErrorText as Ark\$Field\$ErrorText, useFieldContext \} from '@ark-ui\/react\/field';/);
    expect(field).not.toMatch(/\bField\.\w/);
    expect(field).toContain('withProvider(\n  Ark$Field$Root,');
    expect(withArkPartsByName(chakraModule('input/input.js'))).toContain('Ark$Field$Input');
    expect(withArkPartsByName(chakraModule('textarea/textarea.js'))).toContain('Ark$Field$Textarea');
  });

  it('leave a module alone where a namespace is used as a whole or a part is not exported by name', () => {
    const entry = 'var dialog_exports = __exportAll({ Root: () => DialogRoot });\nexport { dialog_exports as Dialog, DialogRoot };';
    expect(withArkPartsByName("import { Dialog } from '@ark-ui/react/dialog';\nconst parts = Dialog;\n", () => entry)).toBeNull();
    expect(withArkPartsByName("import { Dialog } from '@ark-ui/react/dialog';\nconst x = Dialog.Title;\n", () => entry)).toBeNull();
    expect(withArkPartsByName("import { Dialog } from '@ark-ui/react/dialog';\nconst x = Dialog.Root;\nconst y = other.Dialog;\n", () => entry)).toBe(
      "import { DialogRoot as Ark$Dialog$Root } from '@ark-ui/react/dialog';\nconst x = Ark$Dialog$Root;\nconst y = other.Dialog;\n",
    );
    // Ark's tabs export their parts under other names (TabTrigger): left as installed.
    expect(withArkPartsByName(chakraModule('tabs/tabs.js'))).toBeNull();
  });

  it('change most of the modules that import a namespace, and only rename', () => {
    const changed = readdirSync(components, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) => readdirSync(path.join(components, dir.name)).filter((file) => file.endsWith('.js')).map((file) => `${dir.name}/${file}`))
      .filter((file) => withArkPartsByName(chakraModule(file)) !== null);
    expect(changed.length).toBeGreaterThan(40);
    for (const file of changed) {
      const before = chakraModule(file);
      const after = withArkPartsByName(before) ?? '';
      // Outside the import statements, only `Name.Part` became `Ark$Name$Part`.
      const body = (source: string) => source.replace(/^import .*$/gm, '');
      expect(body(after).replace(/Ark\$(\w+)\$(\w+)/g, '$1.$2'), file).toBe(body(before));
    }
  });
});

describe("Chakra's anatomies marked pure", () => {
  it('add a pure mark to each anatomy built at load time, and nothing else', () => {
    const installed = readFileSync(path.join(chakraEsm, 'anatomy.js'), 'utf8');
    const marked = withPureAnatomies(installed);
    expect(marked.match(/\/\* @__PURE__ \*\//g)).toHaveLength(39);
    expect(marked).toContain('const fieldAnatomy = /* @__PURE__ */ fieldAnatomy$1.extendWith("requiredIndicator");');
    expect(marked).toContain('const cardAnatomy = /* @__PURE__ */ createAnatomy("card")');
    expect(marked.replaceAll('/* @__PURE__ */ ', '')).toBe(installed);
  });
});
