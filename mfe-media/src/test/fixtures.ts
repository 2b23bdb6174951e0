import type { Album, PhotoItem, WebStory, WebStoryCategory } from '@janmat/shared';

export const storyCategories: WebStoryCategory[] = [
  { name: 'चुनाव', c_code: 'election' },
  { name: 'राज्य', c_code: 'states' },
];

export function story(id: number, type: string, title = `स्टोरी ${id}`): WebStory {
  return {
    id,
    type,
    title,
    photo: `/uploads/stories/story-${id}.svg`,
    source: 'जनमत डेस्क',
    created_at: `2025-01-0${(id % 9) + 1} 10:00:00`,
  };
}

export const stories: WebStory[] = [story(1, 'election'), story(2, 'election'), story(3, 'states')];

export const album: Album = {
  id: 1,
  code: 'alb-101',
  slug: 'vidhan-sabha-satra',
  name: 'विधानसभा सत्र की तस्वीरें',
  photo: '/uploads/albums/alb-101.svg',
  des: 'सत्र के पहले दिन की झलकियाँ।',
  type: 'politics',
  m_title: 'विधानसभा सत्र: तस्वीरों में | जनमत',
  m_des: 'विधानसभा सत्र के पहले दिन की तस्वीरें।',
  m_keys: 'विधानसभा, सत्र, तस्वीरें',
};

export const photos: PhotoItem[] = [
  { photo: '/uploads/photos/p1.svg', name: 'सदन की कार्यवाही', des: 'कार्यवाही शुरू होते ही हंगामा।' },
  { photo: '/uploads/photos/p2.svg', name: 'मुख्यमंत्री का संबोधन', des: 'बजट पर चर्चा।' },
];
