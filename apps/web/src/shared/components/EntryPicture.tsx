import { filesApi } from '@portal/shared/accounts';
import { SUPPLY_PICTURE_PATH } from '@portal/shared/supply-publishing';
import { Spin } from 'antd';
import { download } from '../api/call';
import { usePrivateFile } from '../api/usePrivateFile';

/**
 * A supply entry's picture where it may not be public yet (the publisher's form, the
 * moderation desk): an uploaded picture is public only once its entry is published, so it is
 * read with the session (its uploader's, or an operator's) and shown from memory; any other
 * picture (the demo's) is public as it is.
 */
export function EntryPicture({
  picture,
  alt,
  className,
}: {
  picture: string;
  alt: string;
  className?: string;
}) {
  const name = picture.startsWith(SUPPLY_PICTURE_PATH) ? picture.slice(SUPPLY_PICTURE_PATH.length) : null;
  const file = usePrivateFile(
    ['supply-picture', name],
    () => download(filesApi.file, { params: { name: name ?? '' } }),
    { enabled: name !== null },
  );
  const src = name ? file.url : picture;
  if (!src) return file.loading ? <Spin size="small" /> : null;
  return <img className={className} src={src} alt={alt} width={160} height={120} />;
}
