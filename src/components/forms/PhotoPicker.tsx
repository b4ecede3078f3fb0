import React, { useId } from 'react';
import styled from 'styled-components';
import { META_FIELDS, PHOTOS_LABEL } from '../../forms/fields';
import { MAX_PHOTOS, PHOTO_LIMITS, PHOTO_LIMITS_WITHOUT_SCRIPTS } from '../../forms/photos';
import type { PickedPhoto } from '../../forms/usePhotoUploads';
import { theme } from '../../theme/theme';
import { FieldMessage, Label, Wrapper } from './Field';

interface PhotoPickerProps {
  /** The photos picked so far (usePhotoUploads); without scripts, none: the browser posts the files itself. */
  photos: readonly PickedPhoto[];
  /** Null before the page is interactive: the input then posts its files with the form (multipart). */
  onPick: ((files: File[]) => void) | null;
  onRemove: (slot: number) => void;
  /** The server's message about the photos (a form posted without scripts, or too many). */
  error?: string;
}

const megabytes = (bytes?: number) => (bytes === undefined ? '' : ` (${(bytes / 1024 / 1024).toFixed(1)} MB)`);

const STATUS: Record<PickedPhoto['status'], (photo: PickedPhoto) => string> = {
  preparing: () => 'Making it web-sized…',
  sending: (photo) => `Sending…${megabytes(photo.bytes)}`,
  sent: (photo) => `Sent${megabytes(photo.bytes)}`,
  failed: (photo) => photo.message ?? 'Not sent.',
};

/**
 * The quote's optional photos: one file input (a phone offers its camera and its photos), then each photo shown
 * with how its sending goes and a button to remove it. Without scripts the input posts its files with the form.
 */
export function PhotoPicker({ photos, onPick, onRemove, error }: PhotoPickerProps) {
  const id = useId();
  const full = photos.length >= MAX_PHOTOS;
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {PHOTOS_LABEL} <Optional>(optional)</Optional>
      </Label>
      <Hint id={`${id}-hint`}>
        {PHOTO_LIMITS}
        {/* Until the page is interactive (and for good without scripts) the files go as they are, with the form. */}
        {onPick ? null : ` ${PHOTO_LIMITS_WITHOUT_SCRIPTS}`}
      </Hint>
      <FileInput
        id={id}
        type="file"
        name={META_FIELDS.photos}
        accept="image/*"
        multiple
        disabled={full}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          if (!onPick) return;
          const files = Array.from(event.currentTarget.files ?? []);
          // The picked files are the form's photos now; the input is left empty, so it never posts them itself.
          event.currentTarget.value = '';
          onPick(files);
        }}
      />
      {photos.length > 0 && (
        <Photos aria-label="Photos picked" aria-live="polite">
          {photos.map((photo, index) => (
            <li key={photo.slot}>
              <Preview>{photo.preview && <img src={photo.preview} alt={`${photo.name}, ${index + 1} of ${photos.length}`} width={96} height={96} />}</Preview>
              <div>
                <Name>{photo.name}</Name>
                <Status $failed={photo.status === 'failed'}>{STATUS[photo.status](photo)}</Status>
              </div>
              <Remove type="button" aria-label={`Remove ${photo.name}`} onClick={() => onRemove(photo.slot)}>
                Remove
              </Remove>
            </li>
          ))}
        </Photos>
      )}
      {full && <Hint>That is {MAX_PHOTOS} photos, the most one quote can carry. Remove one to pick another.</Hint>}
      {error && <FieldMessage id={`${id}-error`}>{error}</FieldMessage>}
    </Wrapper>
  );
}

const Optional = styled.span`
  font-weight: 400;
  color: ${theme.colors.inkSoft};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkSoft};
`;

const FileInput = styled.input`
  min-height: 48px;
  padding: 0.5rem 0;
`;

const Photos = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 96px 1fr auto;
    gap: ${theme.space.sm};
    align-items: center;
  }
`;

const Preview = styled.div`
  width: 96px;
  height: 96px;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.line};
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Status = styled.p<{ $failed: boolean }>`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $failed }) => ($failed ? theme.colors.danger : theme.colors.inkSoft)};
  font-weight: ${({ $failed }) => ($failed ? 600 : 400)};
`;

const Remove = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.inkSoft};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  cursor: pointer;
`;
