/**
 * The restrained palette: deep jade for brand surfaces, brass for accents, warm ivory and sand
 * for the page. Text colours were chosen for WCAG AA contrast on ivory and white.
 */
export const palette = {
  jade: {
    50: '#eef4f2',
    100: '#d4e3df',
    200: '#a9c7bf',
    300: '#7ca69c',
    400: '#51857a',
    500: '#356a60',
    600: '#28564e',
    700: '#1f4540',
    800: '#173632',
    900: '#102624',
    950: '#0a1817',
  },
  brass: {
    50: '#fbf6ec',
    100: '#f4e7c9',
    200: '#e8cf98',
    300: '#d9b466',
    400: '#c99a40',
    500: '#b0802d',
    600: '#8d6522',
    700: '#6d4e1b',
    800: '#503a15',
    900: '#37280f',
    950: '#21180a',
  },
  ivory: '#faf7f1',
  sand: '#f1e9dc',
  ink: '#1b1d22',
  /** The phone's position on a map ("You are here"): the blue map apps use for it, 6:1 on ivory. */
  location: '#1a5fb4',
} as const;

/** Colours the web app manifest and <meta name="theme-color"> use. */
export const themeColor = palette.jade[800];
export const backgroundColor = palette.ivory;
