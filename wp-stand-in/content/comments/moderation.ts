/**
 * Whether a comment may appear at once (check_comment()) or goes to the trash at once
 * (wp_check_comment_disallowed_list()), by the site's discussion options.
 */
import type { Db } from '../../../platform/store/db';
import {
	authorHasApprovedComment,
	userHasApprovedComment,
} from '../../../platform/store/comments';
import { getUserByLogin } from '../../../platform/store/users';
import { quoteRegExp } from '../../../platform/content/formatting/php-regex';
import { commentText } from './text';
import { discussionOptions } from './discussion';

/** The parts of a comment the checks read. */
export interface CommentFacts {
	author: string;
	email: string;
	url: string;
	content: string;
	ip: string;
	agent: string;
}

/** The non-empty lines of a word list option, each as a case-insensitive pattern. */
function wordPatterns( list: string ): RegExp[] {
	return list
		.trim()
		.split( '\n' )
		.map( ( word ) => word.trim() )
		.filter( Boolean )
		.map( ( word ) => new RegExp( quoteRegExp( word ), 'i' ) );
}

function anyFieldMatches( patterns: RegExp[], fields: string[] ): boolean {
	return patterns.some( ( pattern ) =>
		fields.some( ( field ) => pattern.test( field ) )
	);
}

/** Whether the commenter has had a comment approved before (by account, else by name and address). */
function approvedBefore( db: Db, facts: CommentFacts ): boolean {
	if ( facts.author === '' || facts.email === '' ) {
		return false;
	}
	const user = getUserByLogin( db, facts.email );
	return user && user.user_email === facts.email
		? userHasApprovedComment( db, user.ID )
		: authorHasApprovedComment( db, facts.author, facts.email );
}

/**
 * check_comment(): false (hold the comment) when every comment is moderated, when it has as many
 * links as the site allows or more, when a field holds a moderation word, or when its author
 * has no approved comment yet (with that option on).
 */
export function passesModeration( db: Db, facts: CommentFacts ): boolean {
	const options = discussionOptions( db );
	if ( options.comment_moderation ) {
		return false;
	}
	const maxLinks = Number( options.comment_max_links );
	if ( maxLinks > 0 ) {
		const links =
			commentText( facts.content ).match( /<a [^>]*href/gi )?.length ?? 0;
		if ( links >= maxLinks ) {
			return false;
		}
	}
	const words = String( options.moderation_keys ?? '' );
	if (
		anyFieldMatches( wordPatterns( words ), [
			facts.author,
			facts.email,
			facts.url,
			commentText( facts.content ),
			facts.ip,
			facts.agent,
		] )
	) {
		return false;
	}
	if ( options.comment_previously_approved ) {
		const keys = words.trim();
		return (
			approvedBefore( db, facts ) &&
			( keys === '' || ! facts.email.includes( keys ) )
		);
	}
	return true;
}

/** wp_check_comment_disallowed_list(): whether a field holds a disallowed word (tags ignored too). */
export function isDisallowed( db: Db, facts: CommentFacts ): boolean {
	const patterns = wordPatterns(
		String( discussionOptions( db ).disallowed_keys ?? '' )
	);
	return (
		patterns.length > 0 &&
		anyFieldMatches( patterns, [
			facts.author,
			facts.email,
			facts.url,
			facts.content,
			facts.content.replace( /<[^>]*>/g, '' ),
			facts.ip,
			facts.agent,
		] )
	);
}
