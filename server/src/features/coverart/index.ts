/** The cover art feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { registerFonts } from './render/fonts';
