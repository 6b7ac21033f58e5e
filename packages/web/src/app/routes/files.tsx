import { FilesPage } from '../../features/files/components/files-page';

export default function FilesRoute() {
  return <FilesPage />;
}
