/**
 * Moves every jest test file that is not in a `test/` folder (nor in `tests/`) into a `test/`
 * folder beside it, with `git mv`, and rewrites its relative imports, `jest.mock()` paths and
 * `join( __dirname, … )` paths; a `__snapshots__` file moves with its test. Then `eslint --fix`
 * formats the moved files (a longer path can wrap a line). Prints what it moved and any line that
 * refers to the file's folder in a way it could not rewrite.
 */
import { execFileSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	renameSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import {
	inTestFolder,
	movedSource,
	root,
	snapshotPath,
	testFiles,
	testFolderPath,
} from './test-files';

function gitMove( from: string, to: string ) {
	if ( existsSync( join( root, to ) ) ) {
		throw new Error( `${ to } exists already: move ${ from } by hand.` );
	}
	mkdirSync( dirname( join( root, to ) ), { recursive: true } );
	const tracked = execFileSync( 'git', [ 'ls-files', '--', from ], {
		cwd: root,
		encoding: 'utf8',
	} );
	if ( tracked ) {
		execFileSync( 'git', [ 'mv', from, to ], { cwd: root } );
	} else {
		renameSync( join( root, from ), join( root, to ) );
	}
}

const misplaced = testFiles().filter( ( file ) => ! inTestFolder( file ) );
let unsureCount = 0;
const moved: string[] = [];
for ( const from of misplaced ) {
	const to = testFolderPath( from );
	moved.push( to );
	gitMove( from, to );
	const { source, unsure } = movedSource(
		readFileSync( join( root, to ), 'utf8' ),
		from,
		to
	);
	writeFileSync( join( root, to ), source );
	if ( existsSync( join( root, snapshotPath( from ) ) ) ) {
		gitMove( snapshotPath( from ), snapshotPath( to ) );
	}
	console.log( `${ from } -> ${ to }` );
	for ( const line of unsure ) {
		unsureCount++;
		console.log( `  check by hand: ${ line }` );
	}
}
console.log(
	`${ misplaced.length } test file(s) moved${
		unsureCount ? `, ${ unsureCount } line(s) to check by hand` : ''
	}.`
);
if ( moved.length ) {
	try {
		execFileSync( 'npx', [ 'eslint', '--fix', ...moved ], {
			cwd: root,
			stdio: 'inherit',
		} );
	} catch {
		process.exitCode = 1;
		console.log( 'eslint found what --fix does not mend: see above.' );
	}
}
