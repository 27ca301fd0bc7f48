/**
 * VideoPress's player page (`https://videopress.com/embed/<guid>?…`), which blocks show in an
 * iframe: the rendition with its poster, the options of the query (autoPlay, controls, loop,
 * muted, playsinline, preloadContent, posterUrl) and a seekbar in the colours sbc (main),
 * sblc (loaded) and sbpc (played). A video still processing or failed shows a line saying so.
 */
import { safeColor } from '../../../shared/colors/safe-color';
import { escapeHtml, htmlAttributes } from '../../../shared/server-render/html';
import type { VideoRow } from '../../store/videopress';

const PRELOADS = [ 'auto', 'metadata', 'none' ];

const STYLE = `html,body{margin:0;height:100%;background:#000;color:#fff;font:14px/1.4 sans-serif}
.vp-player{position:relative;height:100%;display:flex;flex-direction:column}
.vp-player video{flex:1;min-height:0;width:100%;background:#000}
.vp-seekbar{position:relative;height:8px;cursor:pointer;background:var(--vp-main)}
.vp-seekbar div{position:absolute;inset:0 auto 0 0;width:0}
.vp-loaded{background:var(--vp-loaded)}.vp-played{background:var(--vp-played)}
.vp-message{margin:auto;padding:1em;text-align:center}`;

// The seekbar follows the element (buffered and current time) and seeks where it is clicked or
// moved with the arrow keys.
const SCRIPT = `(function(){var v=document.querySelector('video'),b=document.querySelector('.vp-seekbar');if(!v||!b)return;
var l=b.querySelector('.vp-loaded'),p=b.querySelector('.vp-played');
function d(){return v.duration>0&&isFinite(v.duration)?v.duration:0}
function draw(){var t=d();if(!t)return;p.style.width=(100*v.currentTime/t)+'%';
if(v.buffered.length)l.style.width=(100*v.buffered.end(v.buffered.length-1)/t)+'%';
b.setAttribute('aria-valuenow',String(Math.round(v.currentTime)));b.setAttribute('aria-valuemax',String(Math.round(t)));}
['timeupdate','progress','durationchange','seeked'].forEach(function(e){v.addEventListener(e,draw)});
b.addEventListener('click',function(e){var r=b.getBoundingClientRect();if(d())v.currentTime=d()*(e.clientX-r.left)/r.width});
b.addEventListener('keydown',function(e){if(e.key==='ArrowRight')v.currentTime=Math.min(d(),v.currentTime+5);else if(e.key==='ArrowLeft')v.currentTime=Math.max(0,v.currentTime-5);else return;e.preventDefault()});
})();`;

function page( title: string, body: string ): string {
	return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${ escapeHtml(
		title
	) }</title><style>${ STYLE }</style></head><body>${ body }</body></html>`;
}

const flag = ( query: Record< string, unknown >, name: string ) =>
	query[ name ] === '1' || query[ name ] === 'true';

/** The player page of `video` (undefined: unknown guid) with `query`'s options. */
export function playerPage(
	video: VideoRow | undefined,
	title: string,
	query: Record< string, unknown >,
	files: { rendition: string; poster: string }
): { status: number; html: string } {
	if ( ! video ) {
		return {
			status: 404,
			html: page(
				'VideoPress',
				'<p class="vp-message">This video does not exist.</p>'
			),
		};
	}
	if ( video.state === 'failed' ) {
		return {
			status: 200,
			html: page(
				title,
				'<p class="vp-message">This video could not be processed.</p>'
			),
		};
	}
	if ( video.state !== 'ready' ) {
		return {
			status: 200,
			html: page(
				title,
				'<p class="vp-message">This video is still being processed.</p>'
			),
		};
	}
	const controls = query.controls !== '0' && query.controls !== 'false';
	const preload = PRELOADS.includes( String( query.preloadContent ) )
		? String( query.preloadContent )
		: 'metadata';
	const colors = [
		[ '--vp-main', safeColor( query.sbc ) ?? '#5a5a5a' ],
		[ '--vp-loaded', safeColor( query.sblc ) ?? '#a0a0a0' ],
		[ '--vp-played', safeColor( query.sbpc ) ?? '#ffffff' ],
	]
		.map( ( [ name, value ] ) => `${ name }:${ value }` )
		.join( ';' );
	const video_ = `<video${ htmlAttributes( {
		src: files.rendition,
		poster: files.poster,
		preload,
		controls,
		autoplay: flag( query, 'autoPlay' ),
		loop: flag( query, 'loop' ),
		muted: flag( query, 'muted' ),
		playsinline: flag( query, 'playsinline' ),
		'aria-label': title,
	} ) }></video>`;
	const seekbar = controls
		? `<div class="vp-seekbar" role="slider" tabindex="0" aria-label="Seek" aria-valuemin="0" aria-valuenow="0" aria-valuemax="${ Math.round(
				video.duration_ms / 1000
			) }"><div class="vp-loaded"></div><div class="vp-played"></div></div>`
		: '';
	return {
		status: 200,
		html: page(
			title,
			`<div class="vp-player" style="${ escapeHtml(
				colors
			) }">${ video_ }${ seekbar }</div><script>${ SCRIPT }</script>`
		),
	};
}
