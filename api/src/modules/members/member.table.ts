import type { Generated } from 'kysely';

export interface RegionsTable {
  id: Generated<number>;
  country: string;
  code: string;
  names: Record<string, string>;
  latitude: number | null;
  longitude: number | null;
}

export interface InterestsTable {
  id: Generated<number>;
  key: string;
  names: Record<string, string>;
}

export interface PhotosTable {
  id: Generated<number>;
  profile_id: number;
  filename: string;
  thumb_filename: string;
  is_private: Generated<boolean>;
  is_main: Generated<boolean>;
  width: number;
  height: number;
  created_at: Generated<Date>;
}

export interface LikesTable {
  liker_profile_id: number;
  liked_profile_id: number;
  like_new: Generated<boolean>;
  source: Generated<'like' | 'swipe' | 'auto'>;
  created_at: Generated<Date>;
}

export interface BlocksTable {
  blocker_user_id: number;
  blocked_profile_id: number;
  created_at: Generated<Date>;
}
