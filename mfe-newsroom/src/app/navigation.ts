import type { NewsroomPage } from '../features/common/newsroomPaths';

/** The newsroom's menu, in order. */
export const NEWSROOM_NAV: { page: NewsroomPage; label: string }[] = [
  { page: 'articles', label: 'लेख' },
  { page: 'breaking', label: 'ब्रेकिंग न्यूज़' },
  { page: 'pushes', label: 'पुश सूचनाएं' },
  { page: 'sitePolls', label: 'साइट पोल' },
  { page: 'visitorPolls', label: 'पाठकों के पोल' },
  { page: 'authors', label: 'लेखक' },
  { page: 'aliases', label: 'खोज के उपनाम' },
  { page: 'results', label: 'नतीजे' },
  { page: 'contacts', label: 'संदेश' },
  { page: 'staff', label: 'स्टाफ' },
  { page: 'audit', label: 'ऑडिट लॉग' },
  { page: 'releases', label: 'रिलीज़' },
];
