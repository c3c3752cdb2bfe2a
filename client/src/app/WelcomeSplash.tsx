import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { FloatingNotes } from './FloatingNotes';
import { PandaMark } from './PandaMark';
import { SplashPlayer } from './SplashPlayer';
import './splash.css';

/** Part 1, section 9: the spinner shows for 1.5 s. */
const SPLASH_SPINNER_MS = 1500;
/** Part 1, section 9: the welcome music plays at volume 0.5 (muted at first, looping). */
const SPLASH_VOLUME = 0.5;
/** Said when the platform's code cannot be loaded (the connection dropped after the splash loaded). */
const ENTER_FAILED = 'Panda Nation could not load. Check your connection and try again, or reload the page.';
/** The welcome track, made by scripts/make-welcome-audio.mjs; fetched only while the splash shows. */
const WELCOME_TRACK_URL = '/audio/welcome-to-the-nation.wav';

/**
 * What is left of the spinner's 1.5 s. The page's own markup paints the same spinner before any script has
 * loaded, so the time counts from the first paint (from now where the browser reports none).
 */
function spinnerLeftMs(): number {
  const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime;
  const shownFor = firstPaint === undefined ? 0 : performance.now() - firstPaint;
  return Math.max(0, SPLASH_SPINNER_MS - shownFor);
}

function logPlaybackFailure(error: unknown) {
  console.warn('Welcome music could not start', error);
}

/**
 * The welcome screen shown first on every load: a spinner, then the title, tagline, floating notes and the
 * welcome track, until Enter Platform stops the music and enters the platform. While the platform is
 * `entering` (its code still loading), the button is busy.
 */
export function WelcomeSplash({
  onEnter,
  onShown,
  onIntent,
  entering = false,
  failed = false,
}: {
  onEnter: () => void;
  /** Runs once, after the title has been painted. */
  onShown?: () => void;
  /** Runs when the visitor is about to press Enter Platform (pointer over it, or a key pressed on it). */
  onIntent?: () => void;
  entering?: boolean;
  /** The platform's code could not be loaded: said under the button, which stays for another try. */
  failed?: boolean;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const enterRef = useRef<HTMLButtonElement>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), spinnerLeftMs());
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (ready) enterRef.current?.focus();
  }, [ready]);

  // The (muted) welcome track starts, and `onShown` runs, once the title has been painted: what they fetch
  // then never delays the splash's own first screens. Each is a task of its own, so that the page answers input
  // in between: starting playback sets up the browser's media pipeline on the main thread (about 50 ms on a
  // desktop core, four times that on a phone).
  useEffect(() => {
    const audio = audioRef.current;
    if (!ready || !audio) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        audio.volume = SPLASH_VOLUME;
        audio.muted = true;
        audio.play().catch(logPlaybackFailure);
        timer = setTimeout(() => onShown?.());
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      audio.pause();
    };
  }, [ready, onShown]);

  useEffect(() => {
    const { style } = document.documentElement;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);

  function handleTogglePlay() {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) audio.play().catch(logPlaybackFailure);
    else audio.pause();
  }

  function handleToggleMute() {
    const audio = audioRef.current;
    if (!audio) return;
    audio.muted = !audio.muted;
    // Unmuting is a request to hear the music: start it if it is not playing.
    if (!audio.muted && audio.paused) audio.play().catch(logPlaybackFailure);
  }

  function handleEnter() {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.currentTime = 0;
    }
    onEnter();
  }

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Welcome to Panda Nation"
      className="fixed inset-0 z-[60] overflow-hidden bg-background"
    >
      <audio
        ref={audioRef}
        src={WELCOME_TRACK_URL}
        preload="none"
        loop
        muted
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      />
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_50%_35%,rgb(255_0_128/0.28),transparent_55%),radial-gradient(ellipse_at_85%_90%,rgb(124_58_237/0.22),transparent_50%),radial-gradient(ellipse_at_10%_80%,rgb(255_0_128/0.12),transparent_45%)]"
      />

      {ready ? (
        <>
          <FloatingNotes />
          <div className="relative z-10 mx-auto flex h-full max-w-2xl flex-col items-center justify-center gap-6 overflow-y-auto px-5 py-10 text-center">
            <div className="pn-rise relative">
              <span aria-hidden className="pn-glow absolute -inset-6 rounded-full bg-primary/40 blur-2xl" />
              <PandaMark className="relative size-20 drop-shadow-2xl sm:size-24" />
            </div>
            <div className="pn-lift space-y-4">
              <h1 className="bg-gradient-to-b from-white via-white to-pink-200 bg-clip-text text-[clamp(2.25rem,11vw,4.5rem)] font-black leading-none tracking-tight text-transparent">
                Panda Nation
              </h1>
              <p className="mx-auto max-w-md text-base text-foreground/75 sm:text-lg">
                Empowering independent artists and DJs with tools for music creation, collaboration and
                monetization
              </p>
            </div>
            <div className="pn-rise flex max-w-full justify-center [animation-delay:160ms]">
              <SplashPlayer
                playing={playing}
                muted={muted}
                onTogglePlay={handleTogglePlay}
                onToggleMute={handleToggleMute}
              />
            </div>
            <Button
              ref={enterRef}
              size="lg"
              onClick={handleEnter}
              onPointerEnter={onIntent}
              onPointerDown={onIntent}
              onKeyDown={onIntent}
              disabled={entering}
              aria-busy={entering || undefined}
              className="pn-rise mt-2 px-10 [animation-delay:240ms]"
            >
              Enter Platform{' '}
              {entering ? <LoaderCircle aria-hidden className="animate-spin" /> : <ArrowRight aria-hidden />}
            </Button>
            {failed ? (
              <p role="alert" className="max-w-md text-sm text-red-300">
                {ENTER_FAILED}
              </p>
            ) : null}
          </div>
        </>
      ) : (
        <div className="relative grid h-full place-items-center">
          <Spinner className="size-12" />
        </div>
      )}
    </div>
  );
}
