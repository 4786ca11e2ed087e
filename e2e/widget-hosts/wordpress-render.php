<?php
/**
 * Saves the plugin's settings form as options.php does (each form through the setting's
 * sanitize callback, in order), then renders a post's content and the script tags of <head>
 * and of the footer as
 * WordPress does with the Display Rata plugin active: the few WordPress functions the plugin
 * calls, then its shortcodes and its enqueued script through `script_loader_tag`.
 *   php wordpress-render.php <plugin.php> <forms JSON> < content
 *     → JSON {content, head, footer, settings, errors}
 */
define('ABSPATH', __DIR__ . '/');

$hooks = array();
$shortcodes = array();
$scripts = array();
$options = array();
$settings = array();
$errors = array();

function add_action($hook, $callback, $priority = 10, $args = 1) { add_filter($hook, $callback, $priority, $args); }
function add_filter($hook, $callback, $priority = 10, $args = 1) {
	global $hooks;
	$hooks[$hook][] = array($callback, $args);
}
function apply_filters($hook, $value, ...$rest) {
	global $hooks;
	foreach ($hooks[$hook] ?? array() as [$callback, $args]) {
		$value = $callback(...array_slice(array_merge(array($value), $rest), 0, $args));
	}
	return $value;
}
function do_action($hook) { apply_filters($hook, null); }
function add_shortcode($tag, $callback) { global $shortcodes; $shortcodes[$tag] = $callback; }
function shortcode_atts($pairs, $atts) { return array_merge($pairs, array_intersect_key((array) $atts, $pairs)); }
function do_shortcode($content) {
	global $shortcodes;
	return preg_replace_callback('/\[(\w+)((?:\s+\w+="[^"]*")*)\s*\]/', function ($m) use ($shortcodes) {
		if (!isset($shortcodes[$m[1]])) return $m[0];
		preg_match_all('/(\w+)="([^"]*)"/', $m[2], $pairs, PREG_SET_ORDER);
		$atts = array();
		foreach ($pairs as $p) $atts[strtolower($p[1])] = $p[2];
		return $shortcodes[$m[1]]($atts, null, $m[1]);
	}, $content);
}
function get_option($name, $default = false) { global $options; return $options[$name] ?? $default; }
function register_setting($group, $name, $args = array()) { global $settings; $settings[$name] = $args; }
function add_settings_error($setting, $code, $message) { global $errors; $errors[] = $message; }
function untrailingslashit($text) { return rtrim((string) $text, '/\\'); }
function esc_url_raw($url, $protocols = null) {
	$url = trim((string) $url);
	$scheme = strtolower((string) parse_url($url, PHP_URL_SCHEME));
	return filter_var($url, FILTER_VALIDATE_URL) && in_array($scheme, $protocols ?? array('http', 'https'), true) ? $url : '';
}
function esc_attr($text) { return htmlspecialchars((string) $text, ENT_QUOTES, 'UTF-8', false); }
function esc_html($text) { return htmlspecialchars((string) $text, ENT_QUOTES, 'UTF-8', false); }
function esc_url($url) { return esc_attr(filter_var($url, FILTER_VALIDATE_URL) ? $url : ''); }
function wp_enqueue_script($handle, $src, $deps = array(), $ver = false, $footer = false) {
	global $scripts;
	$scripts[$handle] = array($src, $footer);
}

require $argv[1];
do_action('admin_init');
foreach (json_decode($argv[2], true) as $form) {
	$options['display_rata'] = $settings['display_rata']['sanitize_callback']($form);
}
do_action('wp_enqueue_scripts');
$printed = array('head' => '', 'footer' => '');
foreach ($scripts as $handle => list($src, $in_footer)) {
	$printed[$in_footer ? 'footer' : 'head'] .= apply_filters('script_loader_tag', "<script src=\"$src\" id=\"$handle-js\"></script>\n", $handle, $src);
}
echo json_encode(array(
	'content' => do_shortcode(stream_get_contents(STDIN)),
	'head' => $printed['head'],
	'footer' => $printed['footer'],
	'settings' => $options['display_rata'] ?? null,
	'errors' => $errors,
), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
