// The server-painted markup: the app keeps it at start (capture), the gallery and the remote
// slot show it until their live view is ready.
export { capturePaintedGallery, forgetPaintedGallery, paintedGalleryHtml } from './painted-gallery';
export {
  capturePrerenderedSlot,
  forgetPrerenderedSlot,
  prerenderedSlotHtml,
} from './prerendered-slot';
export { applyPaintedLanguageChoice, watchPaintedLanguageChoice } from './painted-language-choice';
export { paintedFrameReplaced, showingPaintedSlot } from './painted-style';
