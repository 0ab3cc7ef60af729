import { useEffect, useState } from 'react';
import { getConfig, loadConfig } from '@qcard/shared/config/config-store';
import type { GalleryItem } from '@qcard/shared/contracts/domain';
import { useTranslation } from '@qcard/shared/i18n/react-i18n';

export const ROTATION_MS = 6000;

/** The banner gallery from GalleryConfig.json: advances every 6 s unless paused. */
export function Gallery() {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.language;
  const [items, setItems] = useState<GalleryItem[]>(getConfig().gallery);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? true : false,
  );

  // The slides' texts come from GalleryConfig.json in the page's language: read again on a switch
  // (the config store has fetched the new language's files before the switch).
  useEffect(() => {
    let live = true;
    void loadConfig().then((c) => live && setItems(c.gallery));
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    if (paused || items.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused, items.length]);

  if (items.length === 0) return null;
  const item = items[index % items.length]!;
  const go = (delta: number) => setIndex((i) => (i + delta + items.length) % items.length);

  return (
    <section className="shell-gallery" aria-roledescription="carousel" aria-label={t('gallery.label')}>
      <div
        className="shell-gallery__slide"
        aria-roledescription="slide"
        aria-label={t('gallery.slide', { current: index + 1, total: items.length })}
        aria-live={paused ? 'polite' : 'off'}
        data-testid="gallery-slide"
        data-index={index}
      >
        <img src={item.image} alt="" className="shell-gallery__image" />
        <div className="shell-gallery__text">
          <h2>{item.galleryTitleText}</h2>
          <p>{item.galleryText}</p>
        </div>
      </div>
      <div className="shell-gallery__controls">
        <button type="button" className="shell-gallery__btn" onClick={() => go(-1)} aria-label={t('gallery.prev')}>
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
        <button type="button" className="shell-gallery__btn" onClick={() => go(1)} aria-label={t('gallery.next')}>
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
