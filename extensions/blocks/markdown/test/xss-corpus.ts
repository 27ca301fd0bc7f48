/**
 * Markdown sources that try to run script. Each must come out of markdownToSafeHtml without any
 * way to execute: no script elements, no event handler attributes, no javascript:/data:/vbscript:
 * URLs, no frames, objects or inline CSS.
 */
export const XSS_CORPUS: Record< string, string > = {
	'script tag': '<script>alert(1)</script>',
	'script tag in a paragraph': 'Hello <script>alert(1)</script> world',
	'img onerror': '<img src=x onerror=alert(1)>',
	'img onerror, quoted': '<img src="x" onerror="alert(1)">',
	'svg onload': '<svg onload=alert(1)><circle r="4"></circle></svg>',
	'svg with script': '<svg><script>alert(1)</script></svg>',
	'markdown javascript: link': '[click](javascript:alert(1))',
	'markdown JavaScript: link, mixed case': '[click](JaVaScRiPt:alert(1))',
	'html javascript: link': '<a href="javascript:alert(1)">click</a>',
	'entity-encoded javascript: link':
		'<a href="&#106;avascript:alert(1)">click</a>',
	'hex-entity javascript: in markdown': '[click](&#x6A;avascript:alert(1))',
	'tab inside javascript:': '<a href="java&#9;script:alert(1)">click</a>',
	'markdown data: link':
		'[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
	'html data: link':
		'<a href="data:text/html,<script>alert(1)</script>">click</a>',
	'vbscript: link': '<a href="vbscript:msgbox(1)">click</a>',
	'javascript: image': '![x](javascript:alert(1))',
	iframe: '<iframe src="javascript:alert(1)"></iframe>',
	'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
	object: '<object data="javascript:alert(1)"></object>',
	embed: '<embed src="javascript:alert(1)">',
	'style element': '<style>body{background:url(javascript:alert(1))}</style>',
	'style expression': '<div style="width: expression(alert(1))">x</div>',
	'style url': '<p style="background:url(javascript:alert(1))">x</p>',
	'form action':
		'<form action="javascript:alert(1)"><button>go</button></form>',
	'button formaction': '<button formaction="javascript:alert(1)">go</button>',
	'details ontoggle': '<details open ontoggle=alert(1)>x</details>',
	'body onload': '<body onload=alert(1)>',
	'meta refresh':
		'<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
	'math with link':
		'<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>',
	'mutation XSS via noscript':
		'<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
	'autolink javascript:': '<javascript:alert(1)>',
	'link title breaking out':
		'[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
	'code span keeps text only': '`<script>alert(1)</script>`',
	'fenced code keeps text only': '```html\n<img src=x onerror=alert(1)>\n```',
};
