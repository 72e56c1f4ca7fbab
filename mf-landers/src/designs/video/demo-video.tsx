import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { useReducedMotion } from './use-reduced-motion';
import './video.css';

// Made offline from the demo avatar drawings by scripts/make-lander-video.sh; the build emits them.
const WEBM = new URL('./media/lander-loop.webm', import.meta.url).href;
const MP4 = new URL('./media/lander-loop.mp4', import.meta.url).href;
const POSTER = new URL('./media/lander-poster.webp', import.meta.url).href;
const SIZE = 720;

/**
 * The short loop of illustrative drawings, poster first. It plays (muted, inline, looping) only when
 * the visitor has not asked for reduced motion, and a button pauses or plays it (WCAG 2.2.2). Its
 * caption says that it shows drawings, not members.
 */
export function DemoVideo() {
  const { t } = useTranslation('landers-video');
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play';
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true;
    if (playing) element.play?.()?.catch(() => setChoice('pause'));
    else element.pause?.();
  }, [playing]);

  return (
    <figure className="vidl-figure">
      <div className="vidl-frame">
        <video
          ref={video}
          className="vidl-video"
          width={SIZE}
          height={SIZE}
          poster={POSTER}
          muted
          playsInline
          loop
          preload={reducedMotion ? 'none' : 'auto'}
          aria-label={t('video_label')}
          data-playing={playing}
        >
          <source src={WEBM} type="video/webm" />
          <source src={MP4} type="video/mp4" />
        </video>
        <button
          type="button"
          className="btn btn-light btn-sm vidl-toggle"
          onClick={() => setChoice(playing ? 'pause' : 'play')}
        >
          {playing ? t('pause') : t('play')}
        </button>
      </div>
      <figcaption className="vidl-note">{t('video_note')}</figcaption>
    </figure>
  );
}
