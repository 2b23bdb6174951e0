-- The loose Latin key folds rh → dh (foldLatin in src/search/romanise.ts): readers write ढ़ as rh
-- (`aligarh`), and the key of ढ़ is dh (the nukta is folded). The keys indexed before are folded the same
-- way here (rh → dh, then doubled letters collapsed), so nothing needs indexing again; changing
-- search_words raises the vocabulary's version, so the spellings engines kept lapse.
UPDATE search_words SET roman = regexp_replace(regexp_replace(roman, 'rh', 'dh', 'g'), '(.)\1+', '\1', 'g')
WHERE roman LIKE '%rh%';--> statement-breakpoint
UPDATE search_documents
SET title_roman = regexp_replace(regexp_replace(title_roman, 'rh', 'dh', 'g'), '(.)\1+', '\1', 'g')
WHERE title_roman LIKE '%rh%';
