import { createSystem, defineConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressCircleSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/*
 * Chakra's default theme with only the recipes of the components the app renders (issue 37): the full default config
 * carries every recipe (about 117 KB of the entry chunk), and a recipe is needed only for a component in use. A
 * component whose recipe is missing here renders unstyled: when you use a new Chakra component, add its recipe (the
 * key is the component's name: `Tooltip` -> tooltipSlotRecipe).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      progressCircle: progressCircleSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      timeline: timelineSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const shade = (step: number) => `{colors.primary.${step}}`;
const pair = (light: number, dark: number) => ({ value: { _light: shade(light), _dark: shade(dark) } });
const light = (lightValue: string, dark: string) => ({ value: { _light: lightValue, _dark: dark } });

/**
 * Tap targets: at least 44 x 44 px below the `md` breakpoint (phones), WCAG 2.2's enhanced target size; desktops
 * keep Chakra's denser sizes. A min-height wins over the recipes' fixed heights.
 */
const TAP = '11';
const tapHeight = { minH: { base: TAP, md: 'auto' } };
/** Buttons' sizes set their own min-width (an icon button is square): at least 44 px on phones too. */
const tapSize = (desktop: string) => ({ minH: { base: TAP, md: 'auto' }, minW: { base: TAP, md: desktop } });

/** A default slot recipe's slots, which an override must repeat. */
const slotsOf = (name: string) => chakraTheme.theme?.slotRecipes?.[name]?.slots ?? [];

/** Controls are found by their outline: 3:1 against white and the muted page background (WCAG 1.4.11). */
const controlBorder = { borderColor: 'border.control' };

/*
 * Contrast (WCAG 2.2 AA) in light mode, against white (bg, bg.panel) and #f4f4f5 (bg.muted, the page):
 *   fg.error   #ef4444 → #b91c1c  3.76 → 6.47 (3.42 → 5.89 on bg.muted)   error text, destructive menu items
 *   fg.subtle  #a1a1aa → #63636b  2.56 → 5.95 (2.33 → 5.42)               section headings, sort icons
 *   fg.warning #ea580c → #c2410c  3.56 → 5.18 (3.24 → 4.71)
 *   fg.success #16a34a → #15803d  3.30 → 5.02 (3.00 → 4.56)
 *   white on green.solid  #16a34a → #15803d  3.30 → 5.02 (room availability badges)
 *   white on orange.solid #ea580c → #c2410c  3.56 → 5.18
 *   white on red.solid    #dc2626 → #b91c1c  4.83 → 6.47 (destructive buttons; hovered, solid/90, 4.30 before)
 *   gray.focusRing #a1a1aa → #52525b  2.56 → 7.73, and 2 px instead of 1 px on inputs
 *   border.control (inputs, selects) #e4e4e7 → #71717a  1.27 → 4.83 (4.40 on bg.muted)
 */
const config = defineConfig({
  globalCss: {
    // Chakra draws "inside" focus rings (inputs, selects) 1 px wide unless told otherwise.
    '*': { '--focus-ring-width': '2px' },
    // People who ask their system for less motion get none: dialogs, menus, toasts and hovers change at once
    // (Chakra's own animations do not read the setting). Spinners stay, still.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: {
        primary: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e5ff' },
          200: { value: '#bcd2ff' },
          300: { value: '#8eb5ff' },
          400: { value: '#598cff' },
          500: { value: '#3366ff' },
          600: { value: '#1d47f5' },
          700: { value: '#1634e1' },
          800: { value: '#192cb6' },
          900: { value: '#1a2b8f' },
          950: { value: '#151c57' },
        },
      },
    },
    semanticTokens: {
      colors: {
        primary: {
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: pair(700, 300),
          subtle: pair(100, 900),
          muted: pair(200, 800),
          emphasized: pair(300, 700),
          solid: pair(600, 600),
          focusRing: pair(500, 500),
          border: pair(500, 400),
        },
        fg: {
          error: light('{colors.red.700}', '{colors.red.300}'),
          subtle: light('#63636b', '{colors.gray.400}'),
          warning: light('{colors.orange.700}', '{colors.orange.300}'),
          success: light('{colors.green.700}', '{colors.green.300}'),
        },
        gray: {
          focusRing: light('{colors.gray.600}', '{colors.gray.400}'),
        },
        // White text on solid badges and buttons.
        green: {
          solid: light('{colors.green.700}', '{colors.green.700}'),
        },
        orange: {
          solid: light('{colors.orange.700}', '{colors.orange.700}'),
        },
        red: {
          solid: light('{colors.red.700}', '{colors.red.700}'),
        },
        border: {
          control: light('{colors.gray.500}', '{colors.gray.500}'),
        },
      },
      sizes: {
        sidebar: { value: '{sizes.64}' },
      },
    },
    recipes: {
      button: {
        variants: {
          size: {
            '2xs': tapSize('6'),
            xs: tapSize('8'),
            sm: tapSize('9'),
            md: tapSize('10'),
          },
        },
      },
      input: {
        base: tapHeight,
        variants: { variant: { outline: controlBorder } },
      },
      textarea: {
        variants: { variant: { outline: controlBorder } },
      },
      skipNavLink: {
        base: { _focusVisible: { minH: TAP, alignItems: 'center' } },
      },
    },
    slotRecipes: {
      nativeSelect: {
        slots: slotsOf('nativeSelect'),
        base: { field: tapHeight },
        variants: { variant: { outline: { field: controlBorder } } },
      },
      menu: {
        slots: slotsOf('menu'),
        base: { item: tapHeight },
      },
      tabs: {
        slots: slotsOf('tabs'),
        base: { trigger: tapHeight },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
