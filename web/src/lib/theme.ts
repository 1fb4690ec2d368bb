import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const shade = (step: number) => `{colors.primary.${step}}`;
const pair = (light: number, dark: number) => ({ value: { _light: shade(light), _dark: shade(dark) } });

const config = defineConfig({
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
      },
      sizes: {
        sidebar: { value: '{sizes.64}' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
