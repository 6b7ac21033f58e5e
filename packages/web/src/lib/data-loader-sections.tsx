// Sections other features add to the chat's Data Loader (the app composes them: the databases of
// the connections feature). Each renders with a function that attaches a reference to the next
// message, as a file path is attached.
import { createContext, useContext, type ReactNode } from 'react';

export type DataLoaderSection = (attach: (reference: string, label: string) => void) => ReactNode;

const DataLoaderSectionsContext = createContext<readonly DataLoaderSection[]>([]);

export function DataLoaderSectionsProvider({
  sections,
  children,
}: {
  sections: readonly DataLoaderSection[];
  children: ReactNode;
}) {
  return <DataLoaderSectionsContext.Provider value={sections}>{children}</DataLoaderSectionsContext.Provider>;
}

export function useDataLoaderSections(): readonly DataLoaderSection[] {
  return useContext(DataLoaderSectionsContext);
}
