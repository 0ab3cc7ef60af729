// The server-painted page: the app notes what it holds at start, then hydrates it; the gallery
// shows its painted slide until its own slides are here.
export { capturePaintedGallery, forgetPaintedGallery, paintedGalleryHtml } from './painted-gallery';
export {
  expectPaintedSlot,
  paintedSlotDone,
  paintedSlotSettled,
  takePaintedSlot,
} from './painted-slot';
export { applyPaintedLanguageChoice, watchPaintedLanguageChoice } from './painted-language-choice';
export { paintedFrameReplaced, showingPaintedSlot } from './painted-style';
