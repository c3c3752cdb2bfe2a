import type { Migration } from 'kysely';
import * as m0001 from './0001_core_schema';
import * as m0002 from './0002_sessions_and_roles';
import * as m0003 from './0003_app_settings';
import * as m0004 from './0004_catalogue';
import * as m0005 from './0005_listening_parties';
import * as m0006 from './0006_money';
import * as m0007 from './0007_upload_allowance';
import * as m0008 from './0008_edition_drops';
import * as m0009 from './0009_track_previews';
import * as m0010 from './0010_accounts_and_mail';
import * as m0011 from './0011_marketing_and_newsletter';
import * as m0012 from './0012_collaboration';
import * as m0013 from './0013_collab_indexes';
import * as m0014 from './0014_collab_request_pair';
import * as m0015 from './0015_education';
import * as m0016 from './0016_cover_art';
import * as m0017 from './0017_hit_predictor';
import * as m0018 from './0018_mentor';
import * as m0019 from './0019_vocal_and_ideas';
import * as m0020 from './0020_collab_match_index';
import * as m0021 from './0021_job_keys';
import * as m0022 from './0022_collaboration_proposals';
import * as m0023 from './0023_campaign_schedule';
import * as m0024 from './0024_measured_tempo_key';
import * as m0025 from './0025_search';
import * as m0026 from './0026_playlists';
import * as m0027 from './0027_play_sources';
import * as m0028 from './0028_search_generation';
import * as m0029 from './0029_notifications_and_blocks';
import * as m0030 from './0030_comments';
import * as m0031 from './0031_moderation';
import * as m0032 from './0032_room_removals';
import * as m0033 from './0033_like_counters';

/** Every migration, in order. Add new ones here (bundling needs static imports). */
export const migrations: Record<string, Migration> = {
  '0001_core_schema': m0001,
  '0002_sessions_and_roles': m0002,
  '0003_app_settings': m0003,
  '0004_catalogue': m0004,
  '0005_listening_parties': m0005,
  '0006_money': m0006,
  '0007_upload_allowance': m0007,
  '0008_edition_drops': m0008,
  '0009_track_previews': m0009,
  '0010_accounts_and_mail': m0010,
  '0011_marketing_and_newsletter': m0011,
  '0012_collaboration': m0012,
  '0013_collab_indexes': m0013,
  '0014_collab_request_pair': m0014,
  '0015_education': m0015,
  '0016_cover_art': m0016,
  '0017_hit_predictor': m0017,
  '0018_mentor': m0018,
  '0019_vocal_and_ideas': m0019,
  '0020_collab_match_index': m0020,
  '0021_job_keys': m0021,
  '0022_collaboration_proposals': m0022,
  '0023_campaign_schedule': m0023,
  '0024_measured_tempo_key': m0024,
  '0025_search': m0025,
  '0026_playlists': m0026,
  '0027_play_sources': m0027,
  '0028_search_generation': m0028,
  '0029_notifications_and_blocks': m0029,
  '0030_comments': m0030,
  '0031_moderation': m0031,
  '0032_room_removals': m0032,
  '0033_like_counters': m0033,
};
