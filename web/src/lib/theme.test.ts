import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { system } from './theme';

/**
 * The theme carries only the recipes of the Chakra components the app uses (theme.ts), and a component whose recipe
 * is missing renders unstyled without a word. So every name the app imports from '@chakra-ui/react' is listed here:
 * with the recipe it needs, or as needing none. A new component fails this test until it is listed (and its recipe
 * added to theme.ts when it has one).
 */
const RECIPE: Record<string, string> = {
  Badge: 'badge',
  Button: 'button',
  CloseButton: 'button',
  IconButton: 'button',
  Code: 'code',
  Container: 'container',
  Heading: 'heading',
  Icon: 'icon',
  Input: 'input',
  InputGroup: 'inputAddon',
  Link: 'link',
  Separator: 'separator',
  Skeleton: 'skeleton',
  SkeletonCircle: 'skeleton',
  SkeletonText: 'skeleton',
  SkipNavLink: 'skipNavLink',
  Spinner: 'spinner',
  Textarea: 'textarea',
};
const SLOT_RECIPE: Record<string, string> = {
  Alert: 'alert',
  Avatar: 'avatar',
  Card: 'card',
  Checkbox: 'checkbox',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Fieldset: 'fieldset',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Popover: 'popover',
  Progress: 'progress',
  ProgressCircle: 'progressCircle',
  RadioGroup: 'radioGroup',
  Stat: 'stat',
  Table: 'table',
  Tabs: 'tabs',
  Timeline: 'timeline',
  Toast: 'toast',
  Toaster: 'toast',
};
/** Layout and helpers with no recipe, hooks and functions. */
const NO_RECIPE = new Set([
  'AbsoluteCenter',
  'Box',
  'Center',
  'ChakraProvider',
  'Circle',
  'Flex',
  'Grid',
  'GridItem',
  'Group',
  'HStack',
  'Image',
  'LinkBox',
  'LinkOverlay',
  'Portal',
  'SimpleGrid',
  'SkipNavContent',
  'Spacer',
  'Stack',
  'Text',
  'VisuallyHidden',
  'Wrap',
  'chakra',
  'createSystem',
  'createToaster',
  'defineConfig',
  'useFieldContext',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The values (not types) the app's source imports from '@chakra-ui/react'. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(join(__dirname, '..'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, list] of text.matchAll(/import (type )?\{([^}]*)\} from '@chakra-ui\/react'/g)) {
      if (typeOnly) continue;
      for (const spec of list.split(',').map((s) => s.trim()))
        if (spec && !spec.startsWith('type ')) names.add(spec.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

describe('theme', () => {
  const names = importedNames();

  it('finds the Chakra imports it checks', () => {
    expect(names.has('Button')).toBe(true);
    expect(names.has('Dialog')).toBe(true);
  });

  it.each([...names].sort())('%s is listed, and its recipe is in the theme', (name) => {
    if (NO_RECIPE.has(name)) return;
    if (name in RECIPE) return expect(system.getRecipe(RECIPE[name])).toBeDefined();
    if (name in SLOT_RECIPE) return expect(system.getSlotRecipe(SLOT_RECIPE[name])).toBeDefined();
    throw new Error(`${name} from '@chakra-ui/react' is not listed in theme.test.ts: list it, and add its recipe`);
  });
});
