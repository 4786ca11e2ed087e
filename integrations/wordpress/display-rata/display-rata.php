<?php
/**
 * Plugin Name:       Display Rata
 * Description:       Mostra accanto ai prezzi degli annunci la rata del mutuo e l'esempio rappresentativo (art. 120-octies TUB), con il codice della tua agenzia.
 * Version:           1.1.0
 * Requires at least: 5.8
 * Requires PHP:      7.4
 * License:           Proprietary
 * Text Domain:       display-rata
 */

if (!defined('ABSPATH')) {
	exit;
}

const DISPLAY_RATA_OPTION = 'display_rata';

/** The script file the portal publishes under its content hash, and its SRI hash (SHA-384). */
const DISPLAY_RATA_SCRIPT_PATTERN = '#^/widget/display-rata\.[A-Za-z0-9_-]{1,64}\.js$#';
const DISPLAY_RATA_INTEGRITY_PATTERN = '#^sha384-[A-Za-z0-9+/]{64}$#';

/**
 * The saved settings: the agency's code, the portal's address (without a trailing /) and the
 * pinned script: its path on the portal and its `integrity`.
 */
function display_rata_settings() {
	$saved = get_option(DISPLAY_RATA_OPTION, array());
	$text = function ($key) use ($saved) {
		return isset($saved[$key]) ? (string) $saved[$key] : '';
	};
	return array(
		'agenzia' => $text('agenzia'),
		'portale' => $text('portale'),
		'script' => $text('script'),
		'integrita' => $text('integrita'),
	);
}

/**
 * The "Codice con versione fissata" of the reserved area's Display Rata page, read back:
 * portal, script path, integrity and agency code; null when it is not one.
 */
function display_rata_parse_pinned($code) {
	$attribute = function ($name) use ($code) {
		return preg_match('/\s' . $name . '="([^"]*)"/', $code, $m) ? $m[1] : '';
	};
	$src = $attribute('src');
	$integrita = $attribute('integrity');
	if (!preg_match('#^(https?://[^\s"]+?)(/widget/display-rata\.[^/"]+\.js)$#', $src, $parts)
		|| !preg_match(DISPLAY_RATA_SCRIPT_PATTERN, $parts[2])
		|| !preg_match(DISPLAY_RATA_INTEGRITY_PATTERN, $integrita)) {
		return null;
	}
	return array(
		'portale' => untrailingslashit(esc_url_raw($parts[1], array('https', 'http'))),
		'script' => $parts[2],
		'integrita' => $integrita,
		'agenzia' => strtolower($attribute('data-agenzia')),
	);
}

/**
 * Keeps only a valid agency code and an http(s) address; anything else is dropped with a notice.
 * The pinned script changes only when the agency pastes a new pinned code (`fissata`): the site
 * runs that file and no other, whatever the portal serves later.
 */
function display_rata_sanitize($input) {
	$input = is_array($input) ? $input : array();
	$agenzia = strtolower(trim(isset($input['agenzia']) ? (string) $input['agenzia'] : ''));
	$portale = esc_url_raw(trim(isset($input['portale']) ? (string) $input['portale'] : ''), array('https', 'http'));
	$portale = untrailingslashit($portale);
	$saved = display_rata_settings();
	// WordPress may sanitize the stored value once more: a pin already kept stays.
	$script = isset($input['script']) && preg_match(DISPLAY_RATA_SCRIPT_PATTERN, (string) $input['script']) ? (string) $input['script'] : $saved['script'];
	$integrita = isset($input['integrita']) && preg_match(DISPLAY_RATA_INTEGRITY_PATTERN, (string) $input['integrita']) ? (string) $input['integrita'] : $saved['integrita'];
	$fissata = trim(isset($input['fissata']) ? (string) $input['fissata'] : '');
	if ($fissata !== '') {
		$pin = display_rata_parse_pinned($fissata);
		if ($pin === null) {
			add_settings_error(DISPLAY_RATA_OPTION, 'fissata', 'Il codice con versione fissata non è valido: copialo di nuovo, intero, dalla pagina Display Rata della tua area riservata.');
		} elseif ($portale !== '' && $pin['portale'] !== $portale) {
			add_settings_error(DISPLAY_RATA_OPTION, 'fissata', 'Il codice con versione fissata è di un altro portale: controlla l\'indirizzo del portale e copia il codice dalla tua area riservata.');
		} else {
			$portale = $pin['portale'];
			$script = $pin['script'];
			$integrita = $pin['integrita'];
			if ($agenzia === '' && preg_match('/^[a-z0-9-]{1,120}$/', $pin['agenzia'])) {
				$agenzia = $pin['agenzia'];
			}
		}
	}
	if ($agenzia !== '' && !preg_match('/^[a-z0-9-]{1,120}$/', $agenzia)) {
		add_settings_error(DISPLAY_RATA_OPTION, 'agenzia', 'Il codice agenzia può contenere solo lettere minuscole, cifre e trattini.');
		$agenzia = '';
	}
	return array('agenzia' => $agenzia, 'portale' => $portale, 'script' => $script, 'integrita' => $integrita);
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
				<tr>
					<th scope="row"><label for="display-rata-fissata">Codice con versione fissata</label></th>
					<td>
						<textarea name="<?php echo esc_attr(DISPLAY_RATA_OPTION); ?>[fissata]" id="display-rata-fissata" class="large-text code" rows="3" aria-describedby="display-rata-versione"></textarea>
						<p class="description" id="display-rata-versione">
							<?php if ($settings['script'] !== '') : ?>
								Versione in uso: <code><?php echo esc_html(basename($settings['script'])); ?></code>. Il sito esegue solo questo file: quando il portale pubblica una nuova versione, incolla qui il nuovo codice.
							<?php else : ?>
								Nessuna versione fissata: la rata non compare finché non incolli qui il codice.
							<?php endif; ?>
							Lo trovi nella pagina Display Rata della tua area riservata, alla voce «Il tuo sito richiede script con controllo di integrità (SRI)?».
						</p>
					</td>
				</tr>
			</table>
			<?php submit_button('Salva'); ?>
		</form>
	</div>
	<?php
}

/**
 * The pinned script, in the <head> of every public page (its badges' space is in the page's
 * first paint), once the agency's code, the portal and
 * the pinned version are there. Without a pinned version nothing is loaded: never a file the
 * agency has not chosen.
 */
function display_rata_enqueue() {
	$settings = display_rata_settings();
	if ($settings['agenzia'] === '' || $settings['portale'] === '' || $settings['script'] === '' || $settings['integrita'] === '') {
		return;
	}
	wp_enqueue_script('display-rata', $settings['portale'] . $settings['script'], array(), null, false);
}

/**
 * The snippet's own attributes, as the reserved area's pinned code has them: the file's SRI
 * hash (the browser runs it only if it is byte for byte that file), the agency's code, CORS
 * without cookies (which SRI needs for a file of another origin), run after parsing and
 * before the first paint.
 */
function display_rata_script_tag($tag, $handle, $src) {
	if ($handle !== 'display-rata') {
		return $tag;
	}
	$settings = display_rata_settings();
	return sprintf(
		'<script src="%s" integrity="%s" data-agenzia="%s" crossorigin="anonymous" defer blocking="render"></script>' . "\n",
		esc_url($src),
		esc_attr($settings['integrita']),
		esc_attr($settings['agenzia'])
	);
}

/**
 * A price as WordPress and its themes store it, in whole euros (rounded), or null: «250000»,
 * «250000.00» and «250000,5» (a decimal part of one or two digits), «250.000» and «1.250.000»
 * (groups of three), «250.000,00» and «250,000.00» (both separators: the last one is the
 * decimal one); spaces, «€» and «EUR» are ignored. Anything else, or more than 12 digits: null.
 */
function display_rata_price_euros($raw) {
	$s = preg_replace('/\s+|\x{00a0}|\x{202f}|€|EUR/iu', '', (string) $raw);
	if ($s === null || !preg_match('/^\d[\d.,]*$/', $s)) {
		return null;
	}
	$dot = strrpos($s, '.');
	$comma = strrpos($s, ',');
	$decimal = null;
	if ($dot !== false && $comma !== false) {
		$decimal = $dot > $comma ? '.' : ',';
	} elseif ($dot !== false || $comma !== false) {
		$sep = $dot !== false ? '.' : ',';
		$after = strlen($s) - strrpos($s, $sep) - 1;
		// One separator followed by one or two digits is a decimal point; groups of three are thousands.
		if (substr_count($s, $sep) === 1 && $after >= 1 && $after <= 2) {
			$decimal = $sep;
		}
	}
	$whole = $s;
	$fraction = '';
	if ($decimal !== null) {
		$at = strrpos($s, $decimal);
		$whole = substr($s, 0, $at);
		$fraction = substr($s, $at + 1);
		if (!preg_match('/^\d{1,2}$/', $fraction)) {
			return null;
		}
	}
	if (!preg_match('/^\d+$/', $whole)) {
		// Grouped by three, with one separator only, and never the decimal one.
		$group = $decimal === ',' ? '\\.' : ($decimal === '.' ? ',' : '([.,])');
		$again = $decimal === null ? '\\2' : $group;
		if (!preg_match('/^\d{1,3}(' . $group . '\d{3})(' . $again . '\d{3})*$/', $whole)) {
			return null;
		}
		$whole = preg_replace('/[.,]/', '', $whole);
	}
	$whole = ltrim($whole, '0');
	if ($whole === '' || strlen($whole) > 12) {
		return null;
	}
	$euros = (int) $whole;
	if ($fraction !== '' && (int) str_pad($fraction, 2, '0') >= 50) {
		$euros += 1;
	}
	return $euros > 0 ? $euros : null;
}

/**
 * [display_rata prezzo="250000.00"] → <span data-rata-prezzo="250000">250.000 €</span>: the
 * price shown as the listing shows it, the widget adds the instalment. The price is read as
 * WordPress stores it (display_rata_price_euros). No valid price: nothing.
 */
function display_rata_shortcode($atts) {
	$atts = shortcode_atts(array('prezzo' => ''), $atts, 'display_rata');
	$euros = display_rata_price_euros($atts['prezzo']);
	if ($euros === null) {
		return '';
	}
	$shown = number_format($euros, 0, ',', '.') . ' €';
	return '<span data-rata-prezzo="' . esc_attr((string) $euros) . '">' . esc_html($shown) . '</span>';
}

add_action('admin_menu', 'display_rata_admin_menu');
add_action('admin_init', 'display_rata_register_settings');
add_action('wp_enqueue_scripts', 'display_rata_enqueue');
add_filter('script_loader_tag', 'display_rata_script_tag', 10, 3);
add_shortcode('display_rata', 'display_rata_shortcode');
