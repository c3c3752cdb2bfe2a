import { Avatar } from '@/ui/Avatar';
import { cn } from '@/lib/cn';

/** A member's round picture, or their initials sized to the circle when there is none or it fails to load. */
export function MemberAvatar({
  name,
  image,
  size = 'md',
  className,
}: {
  name: string;
  image: string | null;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <Avatar
      name={name}
      image={image}
      className={cn(size === 'sm' ? 'size-8 text-[11px]' : 'size-10 text-sm', className)}
    />
  );
}
