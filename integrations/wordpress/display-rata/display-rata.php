<?php
/**
 * Plugin Name:       Display Rata
 * Description:       Mostra accanto ai prezzi degli annunci la rata del mutuo e l'esempio rappresentativo (art. 120-octies TUB), con il codice della tua agenzia.
 * Version:           1.0.0
 * Requires at least: 5.8
 * Requires PHP:      7.4
 * License:           Proprietary
 * Text Domain:       display-rata
 */

if (!defined('ABSPATH')) {
	exit;
}

const DISPLAY_RATA_OPTION = 'display_rata';

/** The saved settings: the agency's code and the portal's address (without a trailing /). */
function display_rata_settings() {
	$saved = get_option(DISPLAY_RATA_OPTION, array());
	return array(
		'agenzia' => isset($saved['agenzia']) ? (string) $saved['agenzia'] : '',
		'portale' => isset($saved['portale']) ? (string) $saved['portale'] : '',
	);
}

/** Keeps only a valid agency code and an http(s) address; anything else is dropped with a notice. */
function display_rata_sanitize($input) {
	$input = is_array($input) ? $input : array();
	$agenzia = strtolower(trim(isset($input['agenzia']) ? (string) $input['agenzia'] : ''));
	$portale = esc_url_raw(trim(isset($input['portale']) ? (string) $input['portale'] : ''), array('https', 'http'));
	if ($agenzia !== '' && !preg_match('/^[a-z0-9-]{1,120}$/', $agenzia)) {
		add_settings_error(DISPLAY_RATA_OPTION, 'agenzia', 'Il codice agenzia può contenere solo lettere minuscole, cifre e trattini.');
		$agenzia = '';
	}
	return array('agenzia' => $agenzia, 'portale' => untrailingslashit($portale));
}

/** Impostazioni → Display Rata. */
function display_rata_admin_menu() {
	add_options_page('Display Rata', 'Display Rata', 'manage_options', 'display-rata', 'display_rata_settings_page');
}

function display_rata_register_settings() {
	register_setting('display_rata', DISPLAY_RATA_OPTION, array('sanitize_callback' => 'display_rata_sanitize', 'default' => array()));
}

function display_rata_settings_page() {
	if (!current_user_can('manage_options')) {
		return;
	}
	$settings = display_rata_settings();
	?>
	<div class="wrap">
		<h1>Display Rata</h1>
		<p>Il codice agenzia e l'indirizzo del portale sono nella pagina Display Rata della tua area riservata.</p>
		<form method="post" action="options.php">
			<?php settings_fields('display_rata'); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="display-rata-agenzia">Codice agenzia</label></th>
					<td><input name="<?php echo esc_attr(DISPLAY_RATA_OPTION); ?>[agenzia]" id="display-rata-agenzia" type="text" class="regular-text" value="<?php echo esc_attr($settings['agenzia']); ?>"></td>
				</tr>
				<tr>
					<th scope="row"><label for="display-rata-portale">Indirizzo del portale</label></th>
					<td><input name="<?php echo esc_attr(DISPLAY_RATA_OPTION); ?>[portale]" id="display-rata-portale" type="url" class="regular-text" value="<?php echo esc_attr($settings['portale']); ?>" placeholder="https://"></td>
				</tr>
			</table>
			<?php submit_button('Salva'); ?>
		</form>
	</div>
	<?php
}

/** The snippet, in the footer of every public page, once both settings are there. */
function display_rata_enqueue() {
	$settings = display_rata_settings();
	if ($settings['agenzia'] === '' || $settings['portale'] === '') {
		return;
	}
	wp_enqueue_script('display-rata', $settings['portale'] . '/widget/display-rata.js', array(), null, true);
}

/** The snippet's own attributes: the agency's code, CORS without cookies, run after parsing. */
function display_rata_script_tag($tag, $handle, $src) {
	if ($handle !== 'display-rata') {
		return $tag;
	}
	$settings = display_rata_settings();
	return sprintf(
		'<script src="%s" data-agenzia="%s" crossorigin="anonymous" defer></script>' . "\n",
		esc_url($src),
		esc_attr($settings['agenzia'])
	);
}

/**
 * [display_rata prezzo="250000"] → <span data-rata-prezzo="250000">250.000 €</span>: the price
 * shown as the listing shows it, the widget adds the instalment. Whole euros; dots, spaces and
 * the € sign are ignored. No valid price: nothing.
 */
function display_rata_shortcode($atts) {
	$atts = shortcode_atts(array('prezzo' => ''), $atts, 'display_rata');
	$euros = preg_replace('/[^0-9]/', '', explode(',', (string) $atts['prezzo'])[0]);
	if ($euros === '' || strlen($euros) > 12) {
		return '';
	}
	$euros = ltrim($euros, '0');
	if ($euros === '') {
		return '';
	}
	$shown = number_format((float) $euros, 0, ',', '.') . ' €';
	return '<span data-rata-prezzo="' . esc_attr($euros) . '">' . esc_html($shown) . '</span>';
}

add_action('admin_menu', 'display_rata_admin_menu');
add_action('admin_init', 'display_rata_register_settings');
add_action('wp_enqueue_scripts', 'display_rata_enqueue');
add_filter('script_loader_tag', 'display_rata_script_tag', 10, 3);
add_shortcode('display_rata', 'display_rata_shortcode');
