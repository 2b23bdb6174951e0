import { useState } from 'react';
import { blockLink, card, cardTitle, muted } from '../common/cardStyles';
import { plainButton } from '../common/styles';
import { AuthorForm } from './AuthorForm';
import type { Author } from './authorApi';

/** One author as readers meet them, with a button that turns the card into its form. */
export function AuthorCard({ author, onSaved }: { author: Author; onSaved: (text: string) => void }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li css={card}>
        <AuthorForm
          author={author}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onSaved(saved);
          }}
        />
      </li>
    );
  }
  const links = [author.link1, author.link2].filter(Boolean);
  return (
    <li css={card}>
      <h2 css={cardTitle}>{author.name}</h2>
      <p css={muted}>लेखक {author.id}</p>
      {author.des ? <p css={{ whiteSpace: 'pre-line' }}>{author.des}</p> : null}
      <p css={muted}>फ़ोटो: {author.photo || 'नहीं'}</p>
      {links.length > 0 ? (
        <ul aria-label={`${author.name} के लिंक`}>
          {links.map((href) => (
            <li key={href}>
              <a href={href} rel="noopener noreferrer" target="_blank" css={blockLink}>
                {href}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" css={plainButton} onClick={() => setEditing(true)} aria-label={`${author.name}: बदलें`}>
        बदलें
      </button>
    </li>
  );
}
