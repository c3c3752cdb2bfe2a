import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/Avatar';

const SIZES = {
  xs: 'size-4 text-[7px]',
  sm: 'size-6 text-[9px]',
  md: 'size-7 text-[10px]',
  lg: 'size-9 text-xs',
} as const;

/**
 * A comment author's round picture, or their initials sized to fit (the marks on a waveform are small). The
 * initials are drawn by CSS, not text: the author's name is in the accessible name of what holds the avatar.
 */
export function CommentAvatar({
  name,
  image,
  size,
  className,
}: {
  name: string;
  image: string | null;
  size: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <Avatar
      name={name}
      image={image}
      initialsByCss
      className={cn('ring-1 ring-background', SIZES[size], className)}
    />
  );
}
