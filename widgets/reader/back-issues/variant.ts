/** Which view a site's publication config asks for: style 7 journal tree, backIssueStyle 3 year tree, else the grid. */
export function backIssueVariant(publication: { backIssueStyle?: number; style?: number } | undefined): 'grid' | 'yearTree' | 'journalTree' {
  if (publication?.style === 7) return 'journalTree';
  if (publication?.backIssueStyle === 3) return 'yearTree';
  return 'grid';
}
