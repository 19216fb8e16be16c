import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  font,
  fontSize,
  fontWeight,
  lineHeight,
  palette,
  radius,
  shadow,
  space,
  zIndex,
} from './tokens';

const shared = { space, radius, font, fontSize, fontWeight, lineHeight, shadow, zIndex };

/** Colours of the light theme, exported so tests can check their contrast. */
export const lightColors = {
  color: {
    background: palette.grey50,
    surface: palette.white,
    surfaceMuted: palette.grey100,
    surfaceRaised: palette.white,
    text: palette.grey900,
    textMuted: palette.grey600,
    textInverse: palette.white,
    border: palette.grey200,
    borderStrong: palette.grey600,
    primary: palette.blue600,
    primaryHover: palette.blue700,
    primaryPressed: palette.blue800,
    onPrimary: palette.white,
    primarySubtle: palette.blue50,
    danger: palette.red700,
    dangerHover: palette.red800,
    dangerPressed: palette.red900,
    onDanger: palette.white,
    dangerSubtle: palette.red50,
    success: palette.green800,
    successSubtle: palette.green50,
    warning: palette.amber900,
    warningSubtle: palette.amber50,
    info: palette.blue700,
    infoSubtle: palette.blue50,
    focusRing: palette.blue600,
    overlay: 'rgba(16, 24, 40, 0.55)',
    disabledText: palette.grey600,
    disabledSurface: palette.grey100,
    link: palette.blue700,
    sidebar: palette.teal900,
    onSidebar: palette.white,
    sidebarActive: palette.teal800,
  },
  status: {
    // EN_CURSO is shown as 'Programada' (a cita still ahead): calm blue, not the yellow of
    // something under way (docs/decisiones.md (43)).
    enCursoBg: palette.blueRow,
    enCursoText: palette.blue900,
    cumplidaBg: palette.greenRow,
    cumplidaText: palette.green800,
    canceladaBg: palette.redRow,
    canceladaText: palette.red900,
    // 'No se presentó': a final state that is nobody's fault to flag in red; a quiet grey.
    noPresentadaBg: palette.grey100,
    noPresentadaText: palette.grey900,
    pendienteBg: palette.orangeRow,
    pendienteText: palette.orange900,
    resueltaBg: palette.blueRow,
    resueltaText: palette.blue900,
  },
} as const;

/** Colours of the high-contrast theme: black on white, strong borders (AAA where it can). */
export const highContrastColors = {
  color: {
    background: palette.white,
    surface: palette.white,
    surfaceMuted: palette.white,
    surfaceRaised: palette.white,
    text: palette.black,
    textMuted: palette.black,
    textInverse: palette.white,
    border: palette.black,
    borderStrong: palette.black,
    primary: palette.blue800,
    primaryHover: palette.black,
    primaryPressed: palette.black,
    onPrimary: palette.white,
    primarySubtle: palette.white,
    danger: palette.red900,
    dangerHover: palette.black,
    dangerPressed: palette.black,
    onDanger: palette.white,
    dangerSubtle: palette.white,
    success: palette.green800,
    successSubtle: palette.white,
    warning: palette.amber900,
    warningSubtle: palette.white,
    info: palette.blue800,
    infoSubtle: palette.white,
    focusRing: palette.black,
    overlay: 'rgba(0, 0, 0, 0.75)',
    disabledText: palette.grey700,
    disabledSurface: palette.grey100,
    link: palette.blue800,
    sidebar: palette.black,
    onSidebar: palette.white,
    sidebarActive: palette.grey700,
  },
  status: {
    enCursoBg: palette.white,
    enCursoText: palette.black,
    cumplidaBg: palette.white,
    cumplidaText: palette.black,
    canceladaBg: palette.white,
    canceladaText: palette.black,
    noPresentadaBg: palette.white,
    noPresentadaText: palette.black,
    pendienteBg: palette.white,
    pendienteText: palette.black,
    resueltaBg: palette.white,
    resueltaText: palette.black,
  },
} as const;

export const lightTheme = createTheme(vars, {
  ...shared,
  ...lightColors,
  border: { width: '1px', focusWidth: '2px' },
});

export const highContrastTheme = createTheme(vars, {
  ...shared,
  ...highContrastColors,
  border: { width: '2px', focusWidth: '3px' },
});
