import { useState } from 'react';

export interface MediaGalleryProps {
  /** Picture URLs, in order. */
  media: readonly string[];
  /** The game's name, for the pictures' text alternatives. */
  gameName: string;
}

/** The game's pictures: one large, the others as thumbnails to pick it. */
export function MediaGallery({ media, gameName }: MediaGalleryProps) {
  const [index, setIndex] = useState(0);
  const shown = media[Math.min(index, media.length - 1)];
  if (!shown) return null;
  return (
    <div className="media-gallery">
      <img className="media-gallery__main" src={shown} alt={`${gameName}, picture ${index + 1} of ${media.length}`} />
      {media.length > 1 && (
        <ul className="media-gallery__thumbs" aria-label="Pictures">
          {media.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className="media-gallery__thumb"
                aria-pressed={i === index}
                aria-label={`Show picture ${i + 1}`}
                onClick={() => setIndex(i)}
              >
                <img src={url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
