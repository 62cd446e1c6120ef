/** Row types: Settings, pages, site messages and news. */
import type { Id, Flag } from './columns.ts';

export interface SettingsTable {
  name: string;
  value: string;
  is_public: Flag;
  updated_at: string;
}

export interface PagesTable {
  name: string;
  language: string;
  title: string;
  body: string;
  updated_at: string;
}

export interface MessagesTable {
  id: Id;
  customer_id: number | null;
  kind: string;
  params_json: string;
  created_by: string;
  created_at: string;
}

export interface MessageReadsTable {
  message_id: number;
  customer_id: number;
  read_at: string;
}

export interface NewsTable {
  id: Id;
  market: string;
  title_json: string;
  summary_json: string;
  body_json: string;
  image_file: string | null;
  status: string;
  published_at: string | null;
  created_by: string;
  created_at: string;
}
