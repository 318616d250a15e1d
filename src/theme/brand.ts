/** Brand colours: warm cream, cocoa, caramel and berry of a premium bakery (also CSS variables in global.css). */
export const brand = {
  cream: '#F7F1E8',
  paper: '#FFFDF9',
  cocoa: '#4A2C2A',
  cocoaSoft: '#6B4A45',
  caramel: '#B8743A',
  /** Caramel deep enough for text on every cream of the site and for white text on it (WCAG AA 4.5:1). */
  caramelText: '#8F5420',
  caramelLight: '#E9C9A0',
  berry: '#A63D55',
  pistachio: '#7E9461',
  line: '#E8DCCB',
} as const;
