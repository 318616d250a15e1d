/** Brand colours: warm cream, cocoa, caramel and berry of a premium bakery (also CSS variables in global.css). */
export const brand = {
  cream: '#F7F1E8',
  paper: '#FFFDF9',
  cocoa: '#4A2C2A',
  cocoaSoft: '#6B4A45',
  caramel: '#B8743A',
  caramelLight: '#E9C9A0',
  berry: '#A63D55',
  pistachio: '#7E9461',
  line: '#E8DCCB',
} as const;
