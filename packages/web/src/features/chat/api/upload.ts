// Attaching files in the chat: each file is uploaded to 'Uploads/' on its own, with its own
// progress, through the app's upload client (loaded with the first attachment, not the page).

export const UPLOAD_FOLDER = 'Uploads';

/** Uploads one file to Uploads/ and returns its stored name. */
export async function uploadAttachment(file: File, onProgress: (percent: number) => void): Promise<string> {
  const { uploadFiles } = await import('../../../lib/upload');
  const body = await uploadFiles({
    files: [file],
    path: UPLOAD_FOLDER,
    onProgress: (loaded, total) => onProgress(Math.floor((loaded / Math.max(1, total)) * 100)),
  });
  onProgress(100);
  return body.files[0]?.name ?? file.name;
}
