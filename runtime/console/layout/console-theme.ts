/**
 * The console's look: react-admin's default theme with the brand's dark blue for the app bar and
 * buttons. The default's light blue app bar (#2196f3) gives white text a contrast of 3.1:1, below the
 * 4.5:1 WCAG AA asks for (axe-core reports it serious); these give 11.5:1 and 7.2:1, and the status
 * colours (outlined chips write their text in them) are darkened to 5:1 or more. Spinners get a
 * name (react-admin's loading indicator and lazy screens' fallbacks have none; axe-core:
 * aria-progressbar-name); the theme is made before the language is known, so the name is English.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0b3d5c' },
    secondary: { main: '#0d5c8a' },
    // Darker than MUI's defaults, which as outlined-chip text on white are below 4.5:1 (warning 3.1, info 4.1).
    warning: { main: '#a84b00' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
  },
  components: {
    ...defaultTheme.components,
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
};
