import { useEffect, useState } from 'react';
import { getConfig, loadConfigPart } from '@qcard/runtime/config/config-store';
import type { GalleryItem } from '@qcard/contracts/domain';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { forgetPaintedGallery, paintedGalleryHtml } from '../painted/public';

export const ROTATION_MS = 6000;
/** The pictures' own size (their viewBox): the box is known before any of them arrives. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 360;

/** The banner gallery from GalleryConfig.json: advances every 6 s unless paused. */
export function Gallery() {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.language;
  const [items, setItems] = useState<GalleryItem[]>(getConfig().gallery);
  // Until the slides' config has answered, the gallery holds its place (a box of its size), so
  // the page below does not jump down when it arrives; the build-time HTML paints the first slide
  // (or, when the server's slides differ from the build's, the same box).
  const [settled, setSettled] = useState(items.length > 0);
  const [painted] = useState(() => (items.length > 0 ? null : paintedGalleryHtml()));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      ? true
      : false,
  );

  // The slides' texts come from GalleryConfig.json in the page's language: read again on a switch
  // (the config store has fetched the new language's slides before the switch).
  useEffect(() => {
    let live = true;
    void loadConfigPart('gallery').then((gallery) => {
      if (!live) return;
      forgetPaintedGallery();
      setItems(gallery);
      setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    if (paused || items.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused, items.length]);

  if (items.length === 0 && !settled && painted !== null) {
    // The server's slide, shown again (its buttons do nothing yet) until the slides' config answers.
    return (
      <section
        className="shell-gallery"
        aria-roledescription="carousel"
        aria-label={t('gallery.label')}
        dangerouslySetInnerHTML={{ __html: painted }}
      />
    );
  }
  if (items.length === 0) {
    return settled ? null : (
      <section
        className="shell-gallery shell-gallery--pending"
        aria-hidden="true"
        data-testid="gallery-pending"
      >
        <div className="shell-gallery__slide" />
      </section>
    );
  }
  const item = items[index % items.length]!;
  const go = (delta: number) => setIndex((i) => (i + delta + items.length) % items.length);

  return (
    <section
      className="shell-gallery"
      aria-roledescription="carousel"
      aria-label={t('gallery.label')}
    >
      <div
        className="shell-gallery__slide"
        aria-roledescription="slide"
        aria-label={t('gallery.slide', { current: index + 1, total: items.length })}
        aria-live={paused ? 'polite' : 'off'}
        data-testid="gallery-slide"
        data-index={index}
      >
        {/* Sized, so the slide never waits on the picture for its shape; the first slide is the
            page's largest picture above the fold, the later ones come when they rotate in. */}
        <img
          src={item.image}
          alt=""
          className="shell-gallery__image"
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          decoding="async"
          loading={index === 0 ? 'eager' : 'lazy'}
        />
        <div className="shell-gallery__text">
          <h2>{item.galleryTitleText}</h2>
          <p>{item.galleryText}</p>
        </div>
      </div>
      <div className="shell-gallery__controls">
        <button
          type="button"
          className="shell-gallery__btn"
          onClick={() => go(-1)}
          aria-label={t('gallery.prev')}
        >
          {/* eslint-disable-next-line i18next/no-literal-string -- an arrow sign; the button is named by its aria-label */}
          {'‹'}
        </button>
        <button
          type="button"
          className="shell-gallery__btn"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? t('gallery.play') : t('gallery.pause')}
          aria-pressed={paused}
          data-testid="gallery-toggle"
        >
          {/* eslint-disable-next-line i18next/no-literal-string -- play and pause signs; the button is named by its aria-label */}
          {paused ? '▶' : '❚❚'}
        </button>
        <button
          type="button"
          className="shell-gallery__btn"
          onClick={() => go(1)}
          aria-label={t('gallery.next')}
        >
          {/* eslint-disable-next-line i18next/no-literal-string -- an arrow sign; the button is named by its aria-label */}
          {'›'}
        </button>
        <span className="shell-gallery__dots" aria-hidden="true">
          {items.map((g, i) => (
            <span key={g.image} className={i === index ? 'is-active' : ''} />
          ))}
        </span>
      </div>
    </section>
  );
}
