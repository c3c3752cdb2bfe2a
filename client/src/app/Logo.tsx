import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { PandaMark } from './PandaMark';

interface LogoProps {
  /** Class names of the wordmark, e.g. to show only the mark on mid-size screens. */
  wordmarkClassName?: string;
  onNavigate?: () => void;
}

/** The product logo, linking home. */
export function Logo({ wordmarkClassName, onNavigate }: LogoProps) {
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className="group inline-flex shrink-0 items-center gap-2.5 rounded-lg"
    >
      <PandaMark className="size-9 transition-transform group-hover:-rotate-6" />
      <span className={cn('text-lg font-extrabold tracking-tight', wordmarkClassName)}>
        Panda <span className="text-primary-text">Nation</span>
      </span>
    </Link>
  );
}
