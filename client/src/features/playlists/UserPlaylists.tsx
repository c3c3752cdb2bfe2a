import { PlaylistGrid } from './PlaylistCard';
import { useUserPlaylists } from './usePlaylist';

/** Someone's public playlists, on their profile page; nothing shows when they have none. */
export function UserPlaylists({ userId, name }: { userId: number; name: string }) {
  const { data } = useUserPlaylists(userId);
  const playlists = data?.playlists ?? [];
  if (playlists.length === 0) return null;
  return (
    <section aria-labelledby="artist-playlists" className="space-y-4">
      <h2 id="artist-playlists" className="text-xl font-bold">
        Playlists
      </h2>
      <PlaylistGrid playlists={playlists} label={`Playlists by ${name}`} />
    </section>
  );
}
