/**
 * What a "New study", "Add this position as a chapter", "Study this game" or an import puts into a
 * study (issue 46): data the page has at hand when the button is pressed, turned into chapters by
 * the dialog's chunk (AddToStudyDialog.tsx, studyChapters.ts), so the pages carry none of that.
 */
import type { TreeDocument } from '../../content/treeJson';
import type { GameDefinition } from '../../rules';

export type ChapterSource =
  | {
      readonly kind: 'position';
      readonly game: GameDefinition;
      readonly fen: string;
      readonly newOnly: boolean;
    } // the editor's, the analysis board's turn
  | { readonly kind: 'tree'; readonly document: TreeDocument } // the analysis board's lines: a new study
  | { readonly kind: 'game'; readonly record: string; readonly name: string } // a library or archive game's record
  | {
      readonly kind: 'file'; // a record file of several games
      readonly text: string;
      readonly name: string; // the file's name without its extension: a new study's
      readonly fallback?: GameDefinition;
    };
